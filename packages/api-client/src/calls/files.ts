/** Stored files and attachment upload (seed 000 section 7). */
import type { AttFile, UploadAnswer, UploadLimits } from '@atende/contract';
import { apiRequest, type CallOptions } from '../http/core';
import { getList } from './shared';

/** GET Att_File_List?Customer_Id: stored files for the attachment picker. */
export function listFiles(customerId: number, options: CallOptions = {}): Promise<AttFile[]> {
  return getList('Att_File_List', { Customer_Id: customerId }, options);
}

/** A file to upload. */
export interface UploadFileInput {
  /** File content in base64; a `data:...;base64,` prefix (FileReader.readAsDataURL) is removed. */
  base64: string;
  /** The file's format, e.g. `png` or `application/pdf`, as the picker gives it. */
  format: string;
  fileName: string;
}

/**
 * POST {fileService}/hornitos/ with JSON `{ file, format, file_name }`. The answer's shape is not shown
 * by the specification; the API answers `UploadAnswer` (`url` is what a message carries).
 */
export function uploadFile<T = UploadAnswer>(
  input: UploadFileInput,
  options: CallOptions = {},
): Promise<T> {
  const file = input.base64.replace(/^data:[^,]*;base64,/, '');
  return apiRequest<T>({
    method: 'POST',
    base: 'files',
    path: 'hornitos/',
    body: { file, format: input.format, file_name: input.fileName },
    signal: options.signal,
  });
}

/**
 * GET {fileService}/hornitos/limits: the deployment's upload limits (largest file, accepted endings),
 * so a picker refuses early what the file service would refuse. Not a call of the specification.
 */
export function getUploadLimits(options: CallOptions = {}): Promise<UploadLimits> {
  return apiRequest<UploadLimits>({
    method: 'GET',
    base: 'files',
    path: 'hornitos/limits',
    signal: options.signal,
  });
}
