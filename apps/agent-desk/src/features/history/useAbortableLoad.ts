import { isApiRequestError } from '@atende/api-client';
import { useQuery, type QueryKey } from '@tanstack/react-query';

/** Where a load stands: nothing asked (`idle`), awaiting the answer, answered, or failed with an error code. */
export type LoadState<T> =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'done'; data: T }
  | { status: 'error'; code: string };

const IDLE: LoadState<never> = { status: 'idle' };
const LOADING: LoadState<never> = { status: 'loading' };
const NO_KEY = ['idle'] as const;

/** The API error code of a failed call ('unknown' for anything else). */
function errorCodeOf(error: unknown): string {
  return isApiRequestError(error) ? error.code : 'unknown';
}

/**
 * Loads once per query `key` (customer-scoped, e.g. `queryKeys.history(customerId, clientId)` plus
 * an attempt number; null: nothing to load) through the page's query client. A new key, or the
 * component going away, aborts the request in flight through its signal; an answer for an old key is
 * never shown. The dialog shows a failure with its own retry at once (no automatic retry) and loads
 * fresh each time it opens (nothing kept after it closes).
 */
export function useAbortableLoad<T>(
  key: QueryKey | null,
  load: (signal: AbortSignal) => Promise<T>,
): LoadState<T> {
  const query = useQuery({
    queryKey: key ?? NO_KEY,
    queryFn: ({ signal }) => load(signal),
    enabled: key !== null,
    retry: false,
    retryOnMount: false,
    gcTime: 0,
  });
  if (key === null) return IDLE;
  if (query.status === 'success') return { status: 'done', data: query.data };
  if (query.status === 'error') return { status: 'error', code: errorCodeOf(query.error) };
  return LOADING;
}
