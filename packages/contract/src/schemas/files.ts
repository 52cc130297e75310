import { Type } from '@sinclair/typebox';
import { FIELD_LIMITS } from '../limits';

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

/** Same pattern as the API's `NO_CONTROL_CHARACTERS` (tab, line feed and carriage return are text). */
const NO_CONTROL_CHARACTERS = '^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$';

/** `FIELD_LIMITS` of the file body (the stored-file address: the file service's are far shorter). */
const FILE = FIELD_LIMITS.AttFileSaveBody;

/**
 * `POST Att_File_Update?Customer_Id` body (seed 001 §3 "File. file_Id, file_Name, file_Reference,
 * enable, att_Group"; seed 001 §7 "GET Att_File_Update?Customer_Id&Att_File": the name is the seed's,
 * the file object travels as this JSON body, never in the query; the bytes went to the file service
 * before, and `file_Reference` is the `url` it answered). `file_Id` 0 creates. Answers the saved
 * file (`AttFileSchema`). docs/adr/0017, update "Stored files".
 */
export const AttFileSaveBodySchema = Type.Object({
  file_Id: Type.Integer({ minimum: 0, maximum: 2147483647, description: '0 creates a file' }),
  file_Name: Type.String({
    ...FILE.file_Name,
    pattern: NO_CONTROL_CHARACTERS,
    description: 'Trimmed; one line; unique in the customer regardless of case',
  }),
  file_Reference: Type.String({
    ...FILE.file_Reference,
    pattern: NO_CONTROL_CHARACTERS,
    description: 'An address the file service answered (`POST {fileService}/hornitos/`)',
  }),
  enable: Type.Boolean(),
  att_Group: Type.Array(
    Type.Integer({ minimum: 1, maximum: 2147483647, description: 'A group of the customer' }),
    { maxItems: 200, examples: [[]], description: 'Groups offered the file (none: every group)' },
  ),
});
