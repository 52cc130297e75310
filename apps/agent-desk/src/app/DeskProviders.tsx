import { antdLocaleFor, i18n, useLanguage } from '@atende/locale';
import { App as AntApp, ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';

/**
 * i18next, antd's locale for the current language and antd's `App` (for `App.useApp()` messages and
 * modals). Used by the standalone harness and by tests; inside the shell the shell's providers wrap
 * the desk already, and wrapping again is harmless.
 */
export function DeskProviders({ children }: { children: ReactNode }) {
  const [language] = useLanguage();
  return (
    <I18nextProvider i18n={i18n}>
      <ConfigProvider locale={antdLocaleFor(language)}>
        <AntApp>{children}</AntApp>
      </ConfigProvider>
    </I18nextProvider>
  );
}
