import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Reads a query from the server now, whatever its `staleTime` (a list page's load, a reload button),
 * and keeps the answer in the cache for every screen that observes it. A request of the same query in
 * flight is reused.
 */
export function fetchFresh<T, K extends QueryKey>(
  client: QueryClient,
  options: FetchQueryOptions<T, Error, T, K>,
): Promise<T> {
  return client.fetchQuery({ ...options, staleTime: 0 });
}
