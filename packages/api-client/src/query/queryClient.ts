import { MutationCache, QueryCache, QueryClient, type Query } from '@tanstack/react-query';
import { isApiRequestError } from '@atende/api-client';
import { sessionStore, type SessionState } from '@atende/api-client';
import type { StoreApi } from 'zustand';

/** Automatic retries of a query that failed for a reason worth retrying (network, 5xx). */
export const QUERY_MAX_RETRIES = 2;

/** What a query may declare in its `meta`. */
export interface AtendeQueryMeta extends Record<string, unknown> {
  /**
   * A failure logs the user out (seed 000 §8 and seed 001 §8: the flow list, the report list).
   * Every other list failure is swallowed: the query ends in its error state and the screen decides.
   */
  logoutOnError?: boolean;
}

function isAbort(error: unknown): boolean {
  return (error as { name?: unknown } | null)?.name === 'AbortError';
}

/**
 * The retry rule of every query: never a 4xx (an answer, not an accident: 401 is already handled by
 * the API client's handler with the network dialog and logout; 403, 404, 409 would answer the same),
 * never an abort; network failures and 5xx up to `QUERY_MAX_RETRIES` times.
 */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (isAbort(error)) return false;
  if (isApiRequestError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < QUERY_MAX_RETRIES;
}

/** Options of `createQueryClient`. */
export interface CreateQueryClientOptions {
  /** Called when a query with `meta.logoutOnError` fails (default: logout with the network dialog). */
  onLogoutError?: () => void;
  /** Delay before retry n (default 1 s, 2 s, capped at 4 s). Tests pass 0. */
  retryDelay?: (failureCount: number) => number;
}

/**
 * The one QueryClient of a page (the shell owns it; a remote's standalone harness makes its own).
 * Server data is fresh until invalidated by a hub event or a screen's reload (`staleTime: Infinity`
 * would hide a change; the default 0 with no focus refetch keeps requests to what the specs describe).
 */
export function createQueryClient(options: CreateQueryClientOptions = {}): QueryClient {
  const logout = options.onLogoutError ?? (() => sessionStore.getState().logout('network'));
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query: Query<unknown, unknown, unknown>) => {
        const meta = query.meta as AtendeQueryMeta | undefined;
        if (!meta?.logoutOnError || isAbort(error)) return;
        // A 401 is logged out by the API client's handler already.
        if (isApiRequestError(error, 'unauthorized')) return;
        logout();
      },
    }),
    mutationCache: new MutationCache(),
    defaultOptions: {
      queries: {
        retry: shouldRetryQuery,
        retryDelay: options.retryDelay ?? ((n) => Math.min(1000 * 2 ** n, 4000)),
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

/**
 * Keeps the cache to the session: a logout (or another login) clears everything, a customer change
 * drops the previous customer's data (its requests in flight are aborted). Returns the unsubscribe.
 */
export function bindQueryClientToSession(
  client: QueryClient,
  store: StoreApi<SessionState> = sessionStore,
): () => void {
  return store.subscribe((next, previous) => {
    if (previous.token !== null && next.token !== previous.token) {
      void client.cancelQueries();
      client.clear();
      return;
    }
    const before = previous.currentCustomerId;
    if (before !== null && next.currentCustomerId !== before) {
      const filter = { queryKey: ['customer', before] };
      void client.cancelQueries(filter);
      client.removeQueries(filter);
    }
  });
}
