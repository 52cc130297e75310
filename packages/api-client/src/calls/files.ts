/** Stored files and attachment upload (seed 000 section 7). */
import type { AttFile, AttFileSaveBody, UploadAnswer, UploadLimits } from '@atende/contract';
import { apiRequest, type CallOptions } from '../http/core';
import type { UploadProgressHandler } from '../http/progress';
import { getList } from './shared';

/** GET Att_File_List?Customer_Id: enabled stored files of the caller's groups (the attachment picker). */
export function listFiles(customerId: number, options: CallOptions = {}): Promise<AttFile[]> {
  return getList('Att_File_List', { Customer_Id: customerId }, options);
}

/**
 * GET Att_File_List_All?Customer_Id: every stored file of the customer, disabled ones too, each with
 * `att_Group` (the console's file list; docs/adr/0017). Query key: `queryKeys.admin(customerId, 'files')`.
 */
export function listManagedFiles(
  customerId: number,
  options: CallOptions = {},
): Promise<AttFile[]> {
  return getList('Att_File_List_All', { Customer_Id: customerId }, options);
}

/**
 * POST Att_File_Update?Customer_Id with the file's metadata as the JSON body (seed 001 §7 names the call
 * with the file object in the query; here it travels as the body). `file_Id` 0 creates; `file_Reference`
 * is the `url` `uploadFile` answered. Resolves the saved file.
 */
export function saveAttFile(
  customerId: number,
  body: AttFileSaveBody,
  options: CallOptions = {},
): Promise<AttFile> {
  return apiRequest<AttFile>({
    method: 'POST',
    path: 'Att_File_Update',
    query: { Customer_Id: customerId },
    body,
    signal: options.signal,
  });
}

/** A file to upload. */
export interface UploadFileInput {
  /** File content in base64; a `data:...;base64,` prefix (FileReader.readAsDataURL) is removed. */
  base64: string;
  /** The file's format, e.g. `png` or `application/pdf`, as the picker gives it. */
  format: string;
  fileName: string;
}

/** Options of `uploadFile`: `onProgress` reports how much was sent (through XMLHttpRequest). */
export interface UploadFileOptions extends CallOptions {
  onProgress?: UploadProgressHandler;
}

/**
 * POST {fileService}/hornitos/ with JSON `{ file, format, file_name }`. The answer's shape is not shown
 * by the specification; the API answers `UploadAnswer` (`url` is what a message carries).
 */
export function uploadFile<T = UploadAnswer>(
  input: UploadFileInput,
  options: UploadFileOptions = {},
): Promise<T> {
  const file = input.base64.replace(/^data:[^,]*;base64,/, '');
  return apiRequest<T>({
    method: 'POST',
    base: 'files',
    path: 'hornitos/',
    body: { file, format: input.format, file_name: input.fileName },
    signal: options.signal,
    onUploadProgress: options.onProgress,
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
