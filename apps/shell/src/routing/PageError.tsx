import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import theme from 'antd/es/theme';
import { useTranslation } from 'react-i18next';

/**
 * What the page says when its code could not be loaded or it failed while rendering: the reason in
 * words and Reload. It uses only what every page has already loaded (ADR 0016: layouts and dialogs
 * load on first use) and no router, so home before the router shows it too.
 */
export function PageError() {
  const { t } = useTranslation('shell');
  const { token } = theme.useToken();
  return (
    <Flex component="main" vertical align="center" gap={token.marginSM} style={{ padding: 48 }}>
      <h1 style={{ margin: 0, fontSize: token.fontSizeHeading3, color: token.colorTextHeading }}>
        {t('pageError.title')}
      </h1>
      <p style={{ margin: 0, color: token.colorTextSecondary, textAlign: 'center' }}>
        {t('pageError.text')}
      </p>
      <Button type="primary" onClick={() => window.location.reload()}>
        {t('pageError.reload')}
      </Button>
    </Flex>
  );
}
