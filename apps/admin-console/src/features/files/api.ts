// The server call of the file upload field, from the API client (packages/api-client calls/files.ts):
// `POST {fileService}/hornitos/` (the bytes, with progress); the list and the metadata save are the
// query entry's `adminQueries.files` and `saveMutations.file` (docs/adr/0017).
export { uploadFile } from '@atende/api-client';
