import { isApiRequestError } from '@atende/api-client';
import { apiErrorKey } from '@atende/locale';

/** A translate function (`t` of `useTranslation`, any namespace: keys here are namespaced). */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** Options of `apiErrorText`. */
export interface ApiErrorTextOptions {
  /** The label of a request field named by the answer (`field`), to add it to the text. */
  fieldLabel?: (field: string) => string | undefined;
}

/** True for a cancelled request (AbortController): nothing to tell the user. */
export function isAbortError(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { name?: unknown }).name === 'AbortError'
  );
}

/** Codes whose text says nothing more than the HTTP status: the status decides instead. */
const GENERIC_CODES = new Set(['internal', 'invalid_response']);

/** The translation key of an HTTP status alone (for answers without a known `error` code). */
function keyForStatus(status: number): string | null {
  switch (status) {
    case 0:
      return 'common:apiErrors.network';
    case 401:
      return 'common:apiErrors.unauthorized';
    case 403:
      return 'common:apiErrors.forbidden';
    case 404:
      return 'common:apiErrors.not_found';
    case 409:
      return 'common:apiErrors.conflict';
    case 413:
      return 'common:apiErrors.payload_too_large';
    case 429:
      return 'ui:errors.tooManyRequests';
    default:
      return status >= 500 ? 'common:apiErrors.internal' : null;
  }
}

/**
 * The one translated text of a failed call: an `ApiRequestError` of `@atende/api-client` (its
 * `{ error, message, field }` answer, its status, or `network` when no answer came), a fetch
 * `TypeError` (network), or anything else (`apiErrors.unknown`). The server's `message` is never
 * shown (it is English and technical). A cancelled request gives '' (show nothing).
 */
export function apiErrorText(
  error: unknown,
  t: Translate,
  options: ApiErrorTextOptions = {},
): string {
  if (isAbortError(error)) return '';
  if (isApiRequestError(error)) {
    let key: string;
    if (error.code === 'network' || error.status === 0) key = 'common:apiErrors.network';
    else if (!GENERIC_CODES.has(error.code) && apiErrorKey(error.code) !== 'apiErrors.unknown')
      key = `common:${apiErrorKey(error.code)}`;
    else key = keyForStatus(error.status) ?? 'common:apiErrors.unknown';
    const text = t(key);
    const label = error.field ? options.fieldLabel?.(error.field) : undefined;
    return label ? t('ui:errors.withField', { text, field: label }) : text;
  }
  if (error instanceof TypeError) return t('common:apiErrors.network');
  return t('common:apiErrors.unknown');
}
