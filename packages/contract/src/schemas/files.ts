import { Type } from '@sinclair/typebox';

/** The answer of `POST {fileService}/hornitos/`: `url` is what a message carries. */
export const UploadAnswerSchema = Type.Object({
  url: Type.String(),
  file_Name: Type.String(),
  format: Type.String(),
});

/** The answer of `GET {fileService}/hornitos/limits`: the deployment's upload limits. */
export const UploadLimitsSchema = Type.Object({
  max_Bytes: Type.Integer({ minimum: 1 }),
  endings: Type.Array(Type.String()),
});
