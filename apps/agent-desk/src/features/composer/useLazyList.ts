import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useCallback } from 'react';

/** Where a lazily loaded list stands. */
export type LazyListStatus = 'idle' | 'loading' | 'ready' | 'error';

/** What `useLazyList` gives. */
export interface LazyList<T> {
  status: LazyListStatus;
  items: T[];
  /** Loads again after an error. */
  retry: () => void;
}

const NONE: never[] = [];

/**
 * A per-customer catalogue list (a `catalogQueries` factory of the package) loaded the first time
 * `active` becomes true (a picker opening) and kept in the page's query cache while the customer stays
 * the same (a customer change or logout drops it); loaded again on `retry`. A load in flight is
 * aborted through its signal when no picker needs it any more.
 */
export function useLazyList<T, K extends QueryKey>(
  active: boolean,
  options: UseQueryOptions<T[], Error, T[], K>,
): LazyList<T> {
  const query = useQuery({
    ...options,
    enabled: active,
    // A picker shows the failure with its own retry button at once.
    retry: false,
    retryOnMount: false,
  });
  const { refetch } = query;
  const retry = useCallback(() => void refetch(), [refetch]);

  let status: LazyListStatus = 'idle';
  if (query.isFetching && query.data === undefined) status = 'loading';
  else if (query.status === 'success') status = 'ready';
  else if (query.status === 'error') status = 'error';
  else if (active) status = 'loading';
  return { status, items: query.data ?? NONE, retry };
}
