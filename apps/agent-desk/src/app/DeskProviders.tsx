import { UiProviders } from '@atende/ui';
import type { ReactNode } from 'react';

/**
 * The UI kit's providers (i18next, antd and pro-components locale, theme, antd's `App` for
 * `App.useApp()` messages and modals). Used by the standalone harness and by tests; inside the shell
 * the shell's providers wrap the desk already, and wrapping again is harmless.
 */
export function DeskProviders({ children }: { children: ReactNode }) {
  return <UiProviders>{children}</UiProviders>;
}
