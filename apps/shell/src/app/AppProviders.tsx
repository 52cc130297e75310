import { UiProviders } from '@atende/ui';
import type { ReactNode } from 'react';

/**
 * The UI kit's providers: i18next, antd's and pro-components' locale for the current language, the
 * WCAG AA theme and antd's `App` (for `App.useApp()` snackbars and modals).
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return <UiProviders>{children}</UiProviders>;
}
