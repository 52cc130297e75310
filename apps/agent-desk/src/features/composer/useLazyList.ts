import { queryKeys, type CatalogName } from '@atende/api-client/query';
import { useQuery } from '@tanstack/react-query';
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
 * A per-customer catalogue list (query key `queryKeys.catalog(customerId, name)`) loaded the first
 * time `active` becomes true (a picker opening) and kept in the page's query cache while the customer
 * stays the same (a customer change or logout drops it); loaded again on `retry`. A load in flight is
 * aborted through its signal when no picker needs it any more.
 */
export function useLazyList<T>(
  active: boolean,
  customerId: number,
  name: CatalogName,
  load: (customerId: number, options: { signal: AbortSignal }) => Promise<T[]>,
): LazyList<T> {
  const query = useQuery({
    queryKey: queryKeys.catalog(customerId, name),
    queryFn: ({ signal }) => load(customerId, { signal }),
    enabled: active,
    staleTime: Infinity,
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
