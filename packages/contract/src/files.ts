/**
 * What a message carrying a file's address is shown as. Seed 000 §2.4: "Message text is rendered by
 * file ending: jpeg, jpg and png as images; mp3 and ogg as audio; mp4 as video; pdf and doc as links."
 */
export type FileCategory = 'image' | 'audio' | 'video' | 'document';

/** One kind of file the file service accepts (`POST hornitos/`) and the agent screen can show. */
export interface FileFormatInfo {
  /** Canonical ending, used when a file name has none. */
  readonly ending: string;
  /** Every accepted ending for this kind (e.g. jpeg and jpg). */
  readonly endings: readonly string[];
  /** The content type the file is stored and served with. */
  readonly mimeType: string;
  /** Other content types a client may name for this kind. */
  readonly mimeAliases: readonly string[];
  readonly category: FileCategory;
}

const format = (f: FileFormatInfo): FileFormatInfo =>
  Object.freeze({
    ...f,
    endings: Object.freeze([...f.endings]),
    mimeAliases: Object.freeze([...f.mimeAliases]),
  });

/**
 * The kinds of file the agent screen can render or link, and nothing else: the file service refuses
 * the others (`unsupported_file`), and the attachment picker offers only these.
 */
export const FILE_FORMATS: readonly FileFormatInfo[] = Object.freeze([
  format({
    ending: 'jpg',
    endings: ['jpeg', 'jpg'],
    mimeType: 'image/jpeg',
    mimeAliases: ['image/jpg', 'image/pjpeg'],
    category: 'image',
  }),
  format({
    ending: 'png',
    endings: ['png'],
    mimeType: 'image/png',
    mimeAliases: [],
    category: 'image',
  }),
  format({
    ending: 'mp3',
    endings: ['mp3'],
    mimeType: 'audio/mpeg',
    mimeAliases: ['audio/mp3', 'audio/mpeg3', 'audio/x-mpeg', 'audio/x-mp3'],
    category: 'audio',
  }),
  format({
    ending: 'ogg',
    endings: ['ogg'],
    mimeType: 'audio/ogg',
    mimeAliases: ['application/ogg', 'audio/opus', 'audio/x-ogg'],
    category: 'audio',
  }),
  format({
    ending: 'mp4',
    endings: ['mp4'],
    mimeType: 'video/mp4',
    mimeAliases: [],
    category: 'video',
  }),
  format({
    ending: 'pdf',
    endings: ['pdf'],
    mimeType: 'application/pdf',
    mimeAliases: ['application/x-pdf'],
    category: 'document',
  }),
  format({
    ending: 'doc',
    endings: ['doc'],
    mimeType: 'application/msword',
    mimeAliases: [],
    category: 'document',
  }),
  format({
    ending: 'docx',
    endings: ['docx'],
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    mimeAliases: [],
    category: 'document',
  }),
]);

/** Every accepted file ending, in `FILE_FORMATS` order (`jpeg`, `jpg`, `png`, ...). */
export const ACCEPTED_FILE_ENDINGS: readonly string[] = Object.freeze(
  FILE_FORMATS.flatMap((f) => f.endings),
);

/**
 * The largest accepted attachment by default: the API's `MAX_UPLOAD_BYTES` when unset, and the
 * limit the attachment picker checks before reading a file (10 MiB). The file service's 413
 * `payload_too_large` stays the authority when a deployment sets another value.
 */
export const DEFAULT_MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** The accepted kind for a file ending (`png`, `.PNG`), or undefined. */
export function formatForEnding(ending: string): FileFormatInfo | undefined {
  const e = ending.trim().toLowerCase().replace(/^\./, '');
  return FILE_FORMATS.find((f) => f.endings.includes(e));
}

/** The accepted kind for a content type (`image/png`, `audio/ogg; codecs=opus`), or undefined. */
export function formatForMimeType(mimeType: string): FileFormatInfo | undefined {
  const m = (mimeType.split(';')[0] ?? '').trim().toLowerCase();
  return FILE_FORMATS.find((f) => f.mimeType === m || f.mimeAliases.includes(m));
}

/** The ending of a file name (lower case, no dot), or '' when it has none. */
export function endingOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 ? fileName.slice(dot + 1).toLowerCase() : '';
}
