import {
  endingOf as contractEndingOf,
  FILE_FORMATS as CONTRACT_FORMATS,
  type FileFormatInfo,
} from '@atende/contract';

/**
 * One accepted kind of file: the contract's format (endings, content types, category: the same list
 * the attachment picker offers) plus how its first bytes look, which only the server checks.
 */
export interface FileFormat extends FileFormatInfo {
  /** True when the first bytes look like this kind of file. */
  sniff: (data: Buffer) => boolean;
}

const startsWith = (data: Buffer, bytes: readonly number[], offset = 0) =>
  data.length >= offset + bytes.length && bytes.every((b, i) => data[offset + i] === b);

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** MPEG audio frame header: 11 sync bits, a valid version and a valid layer. */
function isMpegFrame(data: Buffer): boolean {
  const [b0, b1] = [data[0], data[1]];
  if (b0 !== 0xff || b1 === undefined || (b1 & 0xe0) !== 0xe0) return false;
  const version = (b1 >> 3) & 0x03;
  const layer = (b1 >> 1) & 0x03;
  return version !== 0x01 && layer !== 0x00;
}

/** Office Open XML word document: a zip whose entries include `word/`. */
function isDocx(data: Buffer): boolean {
  return startsWith(data, [0x50, 0x4b, 0x03, 0x04]) && data.includes('word/', 0, 'latin1');
}

/** How each kind's first bytes look, by its canonical ending. */
const SNIFFERS: Readonly<Record<string, (data: Buffer) => boolean>> = {
  jpg: (d) => startsWith(d, [0xff, 0xd8, 0xff]),
  png: (d) => startsWith(d, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  mp3: (d) => startsWith(d, ascii('ID3')) || isMpegFrame(d),
  ogg: (d) => startsWith(d, ascii('OggS')),
  mp4: (d) => startsWith(d, ascii('ftyp'), 4),
  pdf: (d) => startsWith(d, ascii('%PDF-')),
  doc: (d) => startsWith(d, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
  docx: isDocx,
};

/** The kinds of file the agent screen can render or link (`FILE_FORMATS` of the contract), and nothing else. */
const FILE_FORMATS: readonly FileFormat[] = CONTRACT_FORMATS.map((format) => {
  const sniff = SNIFFERS[format.ending];
  if (!sniff) throw new Error(`No content check for the file format ${format.ending}.`);
  return { ...format, sniff };
});

/** The accepted kind for a file ending (`png`, `.PNG`), or undefined. */
export function formatForEnding(ending: string): FileFormat | undefined {
  const e = ending.trim().toLowerCase().replace(/^\./, '');
  return FILE_FORMATS.find((f) => f.endings.includes(e));
}

/** The accepted kind for a content type (`image/png`, `audio/ogg; codecs=opus`), or undefined. */
export function formatForMimeType(mimeType: string): FileFormat | undefined {
  const m = mimeType.split(';')[0]!.trim().toLowerCase();
  return FILE_FORMATS.find((f) => f.mimeType === m || f.mimeAliases.includes(m));
}

/** The accepted kind named by an ending or a content type, or undefined. */
export function resolveFormat(format: string): FileFormat | undefined {
  return format.includes('/') ? formatForMimeType(format) : formatForEnding(format);
}

/** The ending of a file name (lower case, no dot), or '' when it has none. */
export const endingOf = contractEndingOf;
