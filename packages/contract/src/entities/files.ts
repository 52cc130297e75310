// The file service's answer, derived from the server's schema.
import type { Static } from '@sinclair/typebox';
import type { UploadAnswerSchema, UploadLimitsSchema } from '../schemas/files';

/** The answer of `POST {fileService}/hornitos/`: `url` is what a message carries. */
export type UploadAnswer = Static<typeof UploadAnswerSchema>;

/** The deployment's upload limits (`GET {fileService}/hornitos/limits`): the largest file, the endings. */
export type UploadLimits = Static<typeof UploadLimitsSchema>;
