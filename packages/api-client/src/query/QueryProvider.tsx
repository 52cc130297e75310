import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { bindQueryClientToSession, createQueryClient } from './queryClient';

/**
 * Provides the page's QueryClient, bound to the session (cleared on logout, the previous customer's
 * data dropped on a customer change). The shell renders it once around every remote; a remote's
 * standalone harness and tests render their own. `client` defaults to a new `createQueryClient()`.
 */
export function QueryProvider({ client, children }: { client?: QueryClient; children: ReactNode }) {
  const [queryClient] = useState(() => client ?? createQueryClient());
  useEffect(() => bindQueryClientToSession(queryClient), [queryClient]);
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
