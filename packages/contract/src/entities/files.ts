// The file service's answer, derived from the server's schema.
import type { Static } from '@sinclair/typebox';
import type {
  AttFileSaveBodySchema,
  UploadAnswerSchema,
  UploadLimitsSchema,
} from '../schemas/files';

/** The answer of `POST {fileService}/hornitos/`: `url` is what a message carries. */
export type UploadAnswer = Static<typeof UploadAnswerSchema>;

/** The deployment's upload limits (`GET {fileService}/hornitos/limits`): the largest file, the endings. */
export type UploadLimits = Static<typeof UploadLimitsSchema>;

/** The body of `POST Att_File_Update` (`file_Id` 0 creates; the bytes went to the file service first). */
export type AttFileSaveBody = Static<typeof AttFileSaveBodySchema>;
