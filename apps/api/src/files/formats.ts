/** What a message carrying the file's address is shown as on the agent screen (seed 000 section 2.4). */
export type FileCategory = 'image' | 'audio' | 'video' | 'document';

/** One accepted kind of file: its endings, content types and how its first bytes look. */
export interface FileFormat {
  /** Canonical ending, used when a file name has none. */
  ending: string;
  /** Every accepted ending for this kind (e.g. jpg and jpeg). */
  endings: readonly string[];
  /** The content type the file is stored and served with. */
  mimeType: string;
  /** Other content types a client may name for this kind. */
  mimeAliases: readonly string[];
  category: FileCategory;
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

/** The kinds of file the agent screen can render or link, and nothing else. */
const FILE_FORMATS: readonly FileFormat[] = [
  {
    ending: 'jpg',
    endings: ['jpg', 'jpeg'],
    mimeType: 'image/jpeg',
    mimeAliases: ['image/jpg', 'image/pjpeg'],
    category: 'image',
    sniff: (d) => startsWith(d, [0xff, 0xd8, 0xff]),
  },
  {
    ending: 'png',
    endings: ['png'],
    mimeType: 'image/png',
    mimeAliases: [],
    category: 'image',
    sniff: (d) => startsWith(d, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  },
  {
    ending: 'mp3',
    endings: ['mp3'],
    mimeType: 'audio/mpeg',
    mimeAliases: ['audio/mp3', 'audio/mpeg3', 'audio/x-mpeg', 'audio/x-mp3'],
    category: 'audio',
    sniff: (d) => startsWith(d, ascii('ID3')) || isMpegFrame(d),
  },
  {
    ending: 'ogg',
    endings: ['ogg'],
    mimeType: 'audio/ogg',
    mimeAliases: ['application/ogg', 'audio/opus', 'audio/x-ogg'],
    category: 'audio',
    sniff: (d) => startsWith(d, ascii('OggS')),
  },
  {
    ending: 'mp4',
    endings: ['mp4'],
    mimeType: 'video/mp4',
    mimeAliases: [],
    category: 'video',
    sniff: (d) => startsWith(d, ascii('ftyp'), 4),
  },
  {
    ending: 'pdf',
    endings: ['pdf'],
    mimeType: 'application/pdf',
    mimeAliases: ['application/x-pdf'],
    category: 'document',
    sniff: (d) => startsWith(d, ascii('%PDF-')),
  },
  {
    ending: 'doc',
    endings: ['doc'],
    mimeType: 'application/msword',
    mimeAliases: [],
    category: 'document',
    sniff: (d) => startsWith(d, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
  },
  {
    ending: 'docx',
    endings: ['docx'],
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    mimeAliases: [],
    category: 'document',
    sniff: isDocx,
  },
];

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
export function endingOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 ? fileName.slice(dot + 1).toLowerCase() : '';
}
