// The server calls of the file screens, from the API client (packages/api-client calls/files.ts):
// `GET Att_File_List_All?Customer_Id` (the manager's list), `POST {fileService}/hornitos/` (the bytes,
// with progress) and `POST Att_File_Update?Customer_Id` (the metadata as JSON): docs/adr/0017.
export { listManagedFiles, saveAttFile, uploadFile } from '@atende/api-client';
