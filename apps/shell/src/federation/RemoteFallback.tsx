import Button from 'antd/es/button';
import { useTranslation } from 'react-i18next';
import type { RemoteName } from '../config/shellConfig';
import type { RemoteFailure } from './remotes';
import { LazyResult } from '../feedback/LazyResult';

/** Props of `RemoteFallback`. */
export interface RemoteFallbackProps {
  remote: RemoteName;
  onRetry: () => void;
  /** Why: unreachable (Retry loads again) or built for newer shared packages (Reload the page). */
  reason?: RemoteFailure;
}

/**
 * The translated panel shown in place of an area whose remote could not be loaded: Retry for an
 * unreachable one; for an incompatible one (ADR 0014) Reload, which reads config.json again.
 */
export function RemoteFallback({ remote, onRetry, reason = 'unavailable' }: RemoteFallbackProps) {
  const { t } = useTranslation('shell');
  const area = t(`areas.${remote}`);
  if (reason === 'incompatible') {
    return (
      <LazyResult
        status="warning"
        title={t('remoteIncompatible.title', { area })}
        subTitle={t('remoteIncompatible.description')}
        extra={
          <Button type="primary" onClick={() => window.location.reload()}>
            {t('remoteIncompatible.reload')}
          </Button>
        }
      />
    );
  }
  return (
    <LazyResult
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
