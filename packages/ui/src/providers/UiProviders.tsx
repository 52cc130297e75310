import { antdLocaleFor, i18n, useLanguage } from '@atende/locale';
import AntApp from 'antd/es/app';
import ConfigProvider from 'antd/es/config-provider';
import type { ThemeConfig } from 'antd';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { SnackbarStyles } from '../feedback/SnackbarStyles';
import { atendeTheme } from '../theme/theme';

/** Props of `UiProviders`. */
export interface UiProvidersProps {
  children: ReactNode;
  /** Replaces the product theme (tests, a future dark theme); defaults to `atendeTheme`. */
  theme?: ThemeConfig;
  /**
   * Wraps the page in antd's `App` (default true). The shell's home dialogs pass false: they bring
   * their own `App` (without a wrapping element), loaded with them (ADR 0016, 0029).
   */
  app?: boolean;
}

/**
 * Everything a screen needs around it: the one i18next instance of `@atende/locale`, antd's
 * `ConfigProvider` with the current language's locale (pt-BR, en-US, es-ES; pro-components reads its
 * texts from that locale, otherwise it falls back to Chinese) and the WCAG AA theme, and antd's `App`
 * so that `App.useApp()` (snackbars, modals) reads the theme and locale, with the snackbars' styles
 * inserted when the page is first idle (`SnackbarStyles`). The shell wraps the whole
 * page in it; a remote's standalone harness does too. Nesting it again is harmless.
 */
export function UiProviders({ children, theme = atendeTheme, app = true }: UiProvidersProps) {
  const [language] = useLanguage();
  return (
    <I18nextProvider i18n={i18n}>
      <ConfigProvider locale={antdLocaleFor(language)} theme={theme}>
        {app ? (
          <AntApp>
            {children}
            <SnackbarStyles />
          </AntApp>
        ) : (
          children
        )}
      </ConfigProvider>
    </I18nextProvider>
  );
}
