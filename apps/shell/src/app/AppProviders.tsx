// Before antd renders anything: React 19 support for antd 5's static methods (DESIGN §4).
import '@ant-design/v5-patch-for-react-19';
import { QueryProvider } from '@atende/api-client/query';
import { UiProviders } from '@atende/ui';
import type { ReactNode } from 'react';

/**
 * The page's one QueryClient (server state of every remote, bound to the session: cleared on logout,
 * the previous customer's data dropped on a customer change; `@tanstack/react-query` is a federation
 * singleton, so remotes read this client) and the UI kit's providers: i18next, antd's and
 * pro-components' locale for the current language, the WCAG AA theme and antd's `App` (for
 * `App.useApp()` snackbars and modals).
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryProvider>
      <UiProviders>{children}</UiProviders>
    </QueryProvider>
  );
}
