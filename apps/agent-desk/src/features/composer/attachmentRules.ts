/**
 * Client-side rules for attachments (seed 000 §2.4 "attachment picker: stored images plus import of a
 * file", §7 "POST to a file service path hornitos/"). They mirror the API's (apps/api/src/files:
 * formats.ts and config.ts `maxUploadBytes`) so a file the server would refuse is refused early.
 */
import { isApiRequestError } from '@atende/api-client';

/** File endings the file service accepts (apps/api/src/files/formats.ts). */
const ACCEPTED_ENDINGS = ['jpeg', 'jpg', 'png', 'mp3', 'ogg', 'mp4', 'pdf', 'doc', 'docx'] as const;

/** The API's default `MAX_UPLOAD_BYTES` (10 MiB, apps/api/src/config.ts). */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** MAX_UPLOAD_BYTES in MB, for texts. */
export const MAX_UPLOAD_MB = MAX_UPLOAD_BYTES / (1024 * 1024);

/** The `accept` attribute of the file input. */
export const ACCEPT_ATTRIBUTE = ACCEPTED_ENDINGS.map((ending) => `.${ending}`).join(',');

/** The accepted endings as a readable list. */
export const ACCEPTED_LIST = ACCEPTED_ENDINGS.join(', ');

/** Endings for content types, for a file whose name has no ending. */
const ENDING_FOR_TYPE: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'audio/mpeg': 'mp3',
  'audio/ogg': 'ogg',
  'video/mp4': 'mp4',
  'application/pdf': 'pdf',
  'application/msword': 'doc',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
};

/** Why a file cannot be imported; each is a text under `composer.attach`. */
export type AttachmentProblem = 'wrongType' | 'tooBig' | 'emptyFile';

/** The result of `checkAttachment`. */
export type AttachmentCheck =
  { ok: true; ending: string } | { ok: false; problem: AttachmentProblem };

/** The lower-case ending of a file name without the dot, or '' when it has none. */
function endingOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 ? fileName.slice(dot + 1).toLowerCase() : '';
}

/**
 * Checks a picked file before reading it: an accepted ending (from the name, else from the content
 * type), not empty and not over MAX_UPLOAD_BYTES. Gives the ending to send as the upload's format.
 */
export function checkAttachment(file: {
  name: string;
  size: number;
  type?: string;
}): AttachmentCheck {
  const named = endingOf(file.name);
  const ending = named || ENDING_FOR_TYPE[(file.type ?? '').toLowerCase()] || '';
  if (!(ACCEPTED_ENDINGS as readonly string[]).includes(ending)) {
    return { ok: false, problem: 'wrongType' };
  }
  if (file.size > MAX_UPLOAD_BYTES) return { ok: false, problem: 'tooBig' };
  if (file.size === 0) return { ok: false, problem: 'emptyFile' };
  return { ok: true, ending };
}

/** Reads a file as a `data:...;base64,...` address (uploadFile removes the prefix). */
export function readAsBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      typeof reader.result === 'string'
        ? resolve(reader.result)
        : reject(new Error('The file could not be read.'));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsDataURL(file);
  });
}

/**
 * The catalogue text for a failed upload (seed 000 §8): ErrorProcessFile when the file service
 * refused the file itself (bad base64, wrong or mismatched format, too large), ErrorWhenStoragedFile
 * when it could not be stored (server error, no answer, unreadable answer).
 */
export function uploadErrorKey(error: unknown): 'ErrorProcessFile' | 'ErrorWhenStoragedFile' {
  if (
    isApiRequestError(error) &&
    (error.code === 'bad_request' ||
      error.code === 'unsupported_file' ||
      error.code === 'payload_too_large')
  ) {
    return 'ErrorProcessFile';
  }
  return 'ErrorWhenStoragedFile';
}

/** An http(s) address (a relative one resolves against the page, so it is same-origin), or null. */
function safeAddress(address: string): URL | null {
  try {
    const url = new URL(address, window.location.href);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/** True for a safe address (DESIGN §4) whose path ends in jpg, jpeg or png: shown as a thumbnail. */
export function isImageAddress(address: string): boolean {
  const url = safeAddress(address);
  return url !== null && /\.(jpe?g|png)$/i.test(url.pathname);
}
