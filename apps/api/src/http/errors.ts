import type { ServerErrorCode } from '@atende/contract';

/** Error codes the API answers with (the shared wire contract); clients map them to translated texts. */
export type ApiErrorCode = ServerErrorCode;

/** An error with an HTTP status and a stable code; the error handler turns it into `{ error, message, field? }`. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ApiErrorCode,
    message: string,
    readonly field?: string,
    /** More of the answer's body beside `{ error, message, field }` (the flow calls' `problems`, `conflict`). */
    readonly details?: Readonly<Record<string, unknown>>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** 400 naming the offending field. */
export const badRequest = (field: string, message: string) =>
  new ApiError(400, 'bad_request', message, field);
/** 401: missing, bad or expired token. */
export const unauthorized = (message = 'Missing, invalid or expired token.') =>
  new ApiError(401, 'unauthorized', message);
/** 403: the caller may not touch this customer or functionality. */
export const forbidden = (message = 'You do not have access to this resource.') =>
  new ApiError(403, 'forbidden', message);
/** 404: nothing of that id for this customer. */
export const notFound = (message = 'Not found.') => new ApiError(404, 'not_found', message);
/** 409: the waiting item was taken by someone else. */
export const alreadyTaken = () =>
  new ApiError(
    409,
    'already_taken',
    'The request you are trying to attend to is possibly already being attended to by another agent.',
  );
