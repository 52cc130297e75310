import { Type } from '@sinclair/typebox';

/** The body every failing API route answers with: `{ error, message, field? }` (`error`: `API_ERROR_CODES`). */
export const ErrorBodySchema = Type.Object({
  error: Type.String(),
  message: Type.String(),
  field: Type.Optional(Type.String()),
});
