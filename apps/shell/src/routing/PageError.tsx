import { STATIC_THEME_TOKENS as T } from '@atende/ui/tokens';
import { useTranslation } from 'react-i18next';
import { NativeButton } from '../native/NativeButton';

/**
 * What the page says when its code could not be loaded or it failed while rendering: the reason in
 * words and Reload. It uses only what every page has already loaded (ADR 0016: layouts and dialogs
 * load on first use), no router and no antd (plain elements from the theme's static tokens, ADR
 * 0029), so home before the router and before antd shows it too.
 */
export function PageError() {
  const { t } = useTranslation('shell');
  return (
    <main
      style={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: T.marginSM,
        padding: 48,
      }}
    >
      <h1 style={{ margin: 0, fontSize: T.fontSizeHeading3, color: T.colorTextHeading }}>
        {t('pageError.title')}
      </h1>
      <p style={{ margin: 0, color: T.colorTextSecondary, textAlign: 'center' }}>
        {t('pageError.text')}
      </p>
      <NativeButton onClick={() => window.location.reload()}>{t('pageError.reload')}</NativeButton>
    </main>
  );
}
