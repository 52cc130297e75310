import type { UploadAnswer } from '@atende/contract';
import { uploadFile, type UploadFileOptions } from '../calls/files';
import {
  ACCEPTED_LIST,
  checkUploadFile,
  megabytes,
  readAsBase64,
  uploadErrorKey,
} from './uploadRules';

/** How a chosen file's upload ended (`uploadChosenFile`). */
export type ChosenFileUpload =
  | { kind: 'stored'; url: string; fileName: string }
  | { kind: 'aborted' }
  /** `text` is a key of the `common` catalogue (seed 000 §8), `values` its interpolations. */
  | { kind: 'failed'; text: string; values?: { types: string; max: number } };

/**
 * A file the user chose, checked against the accepted endings and `maxBytes` first (nothing is sent
 * when it is refused), read, uploaded (`POST hornitos/`, with progress) and its answer checked: the
 * stored file's address and name, or the catalogue text of the failure (`common:fileUpload.<problem>`,
 * `common:ErrorProcessFile`, `common:ErrorWhenStoragedFile`), or `aborted` when `signal` stopped it.
 * The console's file field and the desk's attachment picker both upload through it.
 */
export async function uploadChosenFile(
  file: File,
  maxBytes: number,
  options: UploadFileOptions & { signal: AbortSignal },
): Promise<ChosenFileUpload> {
  const check = checkUploadFile(file, maxBytes);
  if (!check.ok) {
    return {
      kind: 'failed',
      text: `common:fileUpload.${check.problem}`,
      values: { types: ACCEPTED_LIST, max: megabytes(maxBytes) },
    };
  }
  let base64: string;
  try {
    base64 = await readAsBase64(file);
  } catch {
    return options.signal.aborted
      ? { kind: 'aborted' }
      : { kind: 'failed', text: 'common:ErrorProcessFile' };
  }
  if (options.signal.aborted) return { kind: 'aborted' };
  let answer: UploadAnswer;
  try {
    answer = await uploadFile({ base64, format: check.ending, fileName: file.name }, options);
  } catch (error) {
    if (options.signal.aborted) return { kind: 'aborted' };
    return { kind: 'failed', text: `common:${uploadErrorKey(error)}` };
  }
  if (options.signal.aborted) return { kind: 'aborted' };
  if (!answer || typeof answer.url !== 'string' || answer.url.trim() === '')
    return { kind: 'failed', text: 'common:ErrorWhenStoragedFile' };
  return { kind: 'stored', url: answer.url, fileName: answer.file_Name || file.name };
}
