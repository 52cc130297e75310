import { isApiRequestError } from '@atende/api-client';
import type { UseQueryResult } from '@tanstack/react-query';

/** Where a history load stands: awaiting the answer, answered, or failed with an API error code. */
export type HistoryLoad<T> =
  { status: 'loading' } | { status: 'done'; data: T } | { status: 'error'; code: string };

/**
 * Options the history dialog adds to its `attendanceQueries` factories: read fresh on each opening,
 * nothing kept once it closes (closing unmounts the dialog, which aborts the request in flight).
 */
export const READ_ON_OPEN = { refetchOnMount: 'always', gcTime: 0 } as const;

/**
 * The dialog's view of a query: a failure shows at once with its own retry (no automatic retry), and
 * a retry in flight shows as loading again.
 */
export function historyLoadOf<T>(query: UseQueryResult<T>): HistoryLoad<T> {
  if (query.status === 'success') return { status: 'done', data: query.data };
  if (query.status === 'error' && !query.isFetching) {
    return { status: 'error', code: isApiRequestError(query.error) ? query.error.code : 'unknown' };
  }
  return { status: 'loading' };
}
