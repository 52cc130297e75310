import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RemoteName } from '../config/shellConfig';

/** Props of `RemoteFallback`. */
export interface RemoteFallbackProps {
  remote: RemoteName;
  onRetry: () => void;
}

/** The translated panel shown in place of an area whose remote could not be loaded, with Retry. */
export function RemoteFallback({ remote, onRetry }: RemoteFallbackProps) {
  const { t } = useTranslation('shell');
  const area = t(`areas.${remote}`);
  return (
    <Result
      status="warning"
      title={t('remoteArea.unavailable', { area })}
      subTitle={
        <>
          {t('remoteUnavailable.title')}
          <br />
          {t('remoteUnavailable.description')}
        </>
      }
      extra={
        <Button type="primary" onClick={onRetry}>
          {t('remoteUnavailable.retry')}
        </Button>
      }
    />
  );
}
