import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import theme from 'antd/es/theme';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from '@atende/routing';
import { PageChrome } from '../layout/PageChrome';

/**
 * Shown instead of a page whose code could not be loaded or that failed while rendering (the router's
 * error element): what happened in words and Reload, never the router's developer screen. It uses
 * only what every page has already loaded (ADR 0016: the layouts and dialogs load on first use).
 */
export function PageErrorPanel() {
  const { t } = useTranslation('shell');
  const { token } = theme.useToken();
  const error = useRouteError();
  useEffect(() => {
    console.error('A page could not be shown.', error);
  }, [error]);
  return (
    <PageChrome>
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
    </PageChrome>
  );
}
