import { antdLocaleFor, i18n, useLanguage } from '@atende/locale';
import { App as AntApp, ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';

/** i18next, antd's locale for the current language (pro-components reads it too) and antd's `App`. */
export function AppProviders({ children }: { children: ReactNode }) {
  const [language] = useLanguage();
  return (
    <I18nextProvider i18n={i18n}>
      <ConfigProvider locale={antdLocaleFor(language)}>
        <AntApp>{children}</AntApp>
      </ConfigProvider>
    </I18nextProvider>
  );
}
