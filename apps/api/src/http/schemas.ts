import { ErrorBodySchema as ErrorBody } from '@atende/contract/schemas';
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
