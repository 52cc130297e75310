import { Type, type TSchema } from '@sinclair/typebox';

/** A positive integer id in a query string. */
export const Id = (description?: string) =>
  Type.Integer({ minimum: 1, maximum: 2147483647, description });
/** A non-negative integer id where 0 means "none". */
export const OptionalId = (description?: string) =>
  Type.Integer({ minimum: 0, maximum: 2147483647, default: 0, description });
/**
 * No NUL or other control characters (tab, line feed and carriage return are text): Postgres refuses
 * NUL in text, and the others only ever come from hostile or broken clients.
 */
export const NO_CONTROL_CHARACTERS = '^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$';

/** A bounded text without control characters. */
export const Text = (maxLength: number, minLength = 0, description?: string) =>
  Type.String({ minLength, maxLength, pattern: NO_CONTROL_CHARACTERS, description });

/** The error body every failing route answers with. */
const ErrorBody = Type.Object({
  error: Type.String(),
  message: Type.String(),
  field: Type.Optional(Type.String()),
});

/** Standard error responses for authenticated routes, for the OpenAPI document. */
export const errorResponses = {
  400: ErrorBody,
  401: ErrorBody,
  403: ErrorBody,
  404: ErrorBody,
  409: ErrorBody,
};

/** A list response. */
export const ListOf = <T extends TSchema>(item: T) => Type.Array(item);

/** Fields of an attendance in the waiting and my-services lists (seed 000 section 3). */
export const AttendanceItemSchema = Type.Object({
  attendence_Id: Type.Integer(),
  client_Id: Type.Integer(),
  client_Name: Type.String(),
  client_Identify: Type.String(),
  start_Queue: Type.String({ format: 'date-time' }),
  channel_Id: Type.Integer(),
});

/** A message (seed 000 section 3). */
export const MessageSchema = Type.Object({
  message_Id: Type.Integer(),
  attendence_Id: Type.Integer(),
  message: Type.String(),
  message_Direction: Type.Integer(),
  message_Update: Type.String({ format: 'date-time' }),
  delivery: Type.Union(
    [Type.Literal('pending'), Type.Literal('sent'), Type.Literal('failed'), Type.Null()],
    {
      description:
        'Delivery of an outgoing message to the channel (pending, sent, failed); null for the others.',
    },
  ),
});
