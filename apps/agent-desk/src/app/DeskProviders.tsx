import { QueryProvider } from '@atende/api-client/query';
import { UiProviders } from '@atende/ui';
import type { ReactNode } from 'react';

/**
 * The UI kit's providers (i18next, antd and pro-components locale, theme, antd's `App` for
 * `App.useApp()` messages and modals) and a QueryClient of its own bound to the session. Used by the
 * standalone harness and by tests (a fresh cache per render); inside the shell the shell's providers
 * (and its one QueryClient) wrap the desk already.
 */
export function DeskProviders({ children }: { children: ReactNode }) {
  return (
    <QueryProvider>
      <UiProviders>{children}</UiProviders>
    </QueryProvider>
  );
}
