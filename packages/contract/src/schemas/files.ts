import { Type } from '@sinclair/typebox';

/** The answer of `POST {fileService}/hornitos/`: `url` is what a message carries. */
export const UploadAnswerSchema = Type.Object({
  url: Type.String(),
  file_Name: Type.String(),
  format: Type.String(),
});
