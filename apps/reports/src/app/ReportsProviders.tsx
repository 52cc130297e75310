import { QueryProvider } from '@atende/api-client/query';
import { UiProviders } from '@atende/ui';
import type { ReactNode } from 'react';

/**
 * The UI kit's providers and a QueryClient of its own bound to the session, for the standalone
 * harness; inside the shell the shell's providers (and its one QueryClient) wrap the reports remote.
 */
export function ReportsProviders({ children }: { children: ReactNode }) {
  return (
    <QueryProvider>
      <UiProviders>{children}</UiProviders>
    </QueryProvider>
  );
}
