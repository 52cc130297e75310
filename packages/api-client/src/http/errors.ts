import { API_ERROR_CODES, type ServerErrorCode } from '@atende/contract';

/**
 * Error codes a failed call carries: the API's codes (apps/api `ApiErrorCode`, answered as
 * `{ error, message, field? }`), plus `network` (no answer) and `invalid_response` (unreadable answer).
 */
export type ApiErrorCode = ServerErrorCode | 'network' | 'invalid_response';

const KNOWN_CODES: ReadonlySet<string> = new Set<ApiErrorCode>([
  ...API_ERROR_CODES,
  'network',
  'invalid_response',
]);

/** A call that failed: `status` is the HTTP status (0 when no answer arrived). */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: ApiErrorCode,
    message: string,
    readonly field?: string,
    /** The rest of the error answer beside `error`, `message` and `field` (the flow calls' `problems`, `conflict`). */
    readonly details: Readonly<Record<string, unknown>> = {},
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

/** True when `error` is an `ApiRequestError` (optionally with the given code). */
export function isApiRequestError(error: unknown, code?: ApiErrorCode): error is ApiRequestError {
  return error instanceof ApiRequestError && (code === undefined || error.code === code);
}

/** The code to use when an error answer has no readable `error` field. */
function codeForStatus(status: number): ApiErrorCode {
  switch (status) {
    case 400:
      return 'bad_request';
    case 401:
      return 'unauthorized';
    case 403:
      return 'forbidden';
    case 404:
      return 'not_found';
    case 409:
      return 'conflict';
    case 413:
      return 'payload_too_large';
    case 415:
      return 'unsupported_file';
    case 429:
      return 'too_many_attempts';
    default:
      return 'internal';
  }
}

/** Builds the error for a non-2xx answer from its status and (possibly empty or non-JSON) body. */
export function errorFromResponse(
  status: number,
  statusText: string,
  body: unknown,
): ApiRequestError {
  let code = codeForStatus(status);
  let message = statusText || `Request failed with status ${status}.`;
  let field: string | undefined;
  let details: Record<string, unknown> = {};
  if (body && typeof body === 'object' && !Array.isArray(body)) {
    const { error, message: text, field: named, ...rest } = body as Record<string, unknown>;
    if (typeof error === 'string' && KNOWN_CODES.has(error)) code = error as ApiErrorCode;
    if (typeof text === 'string' && text) message = text;
    if (typeof named === 'string') field = named;
    details = rest;
  } else if (typeof body === 'string' && body.trim()) {
    message = body.trim().slice(0, 500);
  }
  return new ApiRequestError(status, code, message, field, details);
}
