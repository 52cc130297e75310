/**
 * What the file service (`POST {fileService}/hornitos/`) would refuse, checked before a file is read
 * and sent: the agent desk's attachment picker and the console's file form apply the same rules. The
 * formats and the default limit are the API's own, from `@atende/contract` (one source); the file
 * service's answer stays the authority.
 */
import {
  ACCEPTED_FILE_ENDINGS,
  DEFAULT_MAX_UPLOAD_BYTES,
  endingOf,
  formatForEnding,
  formatForMimeType,
} from '@atende/contract';
import { isApiRequestError } from '../http/errors';

/** The upload limit until the file service has said its own (the API's `MAX_UPLOAD_BYTES` default). */
export const MAX_UPLOAD_BYTES = DEFAULT_MAX_UPLOAD_BYTES;

/** A byte limit in MB (one decimal), for texts. */
export function megabytes(bytes: number): number {
  return Math.round((bytes / (1024 * 1024)) * 10) / 10;
}

/** The `accept` attribute of a file input. */
export const ACCEPT_ATTRIBUTE = ACCEPTED_FILE_ENDINGS.map((ending) => `.${ending}`).join(',');

/** The accepted endings as a readable list. */
export const ACCEPTED_LIST = ACCEPTED_FILE_ENDINGS.join(', ');

/** Why a file cannot be uploaded; each is a text under `common:fileUpload`. */
export type UploadProblem = 'wrongType' | 'tooBig' | 'emptyFile';

/** The result of `checkUploadFile`. */
export type UploadCheck = { ok: true; ending: string } | { ok: false; problem: UploadProblem };

/**
 * Checks a picked file before reading it: an accepted ending (from the name, else from the content
 * type), not empty and not over `maxBytes` (the deployment's limit, `GET hornitos/limits`). Gives the
 * ending to send as the upload's format.
 */
export function checkUploadFile(
  file: { name: string; size: number; type?: string },
  maxBytes: number = MAX_UPLOAD_BYTES,
): UploadCheck {
  const named = endingOf(file.name);
  const ending = named || formatForMimeType(file.type ?? '')?.ending || '';
  if (!formatForEnding(ending)) return { ok: false, problem: 'wrongType' };
  if (file.size > maxBytes) return { ok: false, problem: 'tooBig' };
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
 * The catalogue text for a failed upload (seed 000 §8, namespace `common`): ErrorProcessFile when the
 * file service refused the file itself (bad base64, wrong or mismatched format, too large),
 * ErrorWhenStoragedFile when it could not be stored (server error, no answer, unreadable answer).
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
