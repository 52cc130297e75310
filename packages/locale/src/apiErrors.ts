import { API_ERROR_CODES } from '@atende/contract';

// The API's error codes are `@atende/contract`'s (`API_ERROR_CODES`, `ServerErrorCode`); each has a
// text under `common:apiErrors.<code>`.

/** Client-side codes with a text too: `network` (no answer from the server). */
const CLIENT_ERROR_CODES: readonly string[] = ['network'];

/** The translation key of an API error code (or `network`); `apiErrors.unknown` for a code without a text. */
export function apiErrorKey(code: string | null | undefined): string {
  return code &&
    ((API_ERROR_CODES as readonly string[]).includes(code) || CLIENT_ERROR_CODES.includes(code))
    ? `apiErrors.${code}`
    : 'apiErrors.unknown';
}
