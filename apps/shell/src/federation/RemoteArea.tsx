import Flex from 'antd/es/flex';
import Spin from 'antd/es/spin';
import { useCallback, useEffect, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { RemoteName } from '../config/shellConfig';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { RemoteFallback } from './RemoteFallback';
import {
  loadedRemoteRoutes,
  loadRemoteRoutes,
  RemoteLoadError,
  type RemoteFailure,
} from './remotes';

/** Props of `RemoteArea`. */
export interface RemoteAreaProps {
  remote: RemoteName;
  /** Pause before the one automatic retry; default 1 s. */
  retryDelayMs?: number;
}

type Outcome =
  | { key: string; status: 'ready'; Routes: ComponentType }
  | { key: string; status: 'failed'; reason: RemoteFailure };

/**
 * One remote area: loads `<remote>/Routes` when first rendered (i.e. when its route is visited), retries
 * once, then shows a translated fallback with a Retry button. Only this area is affected.
 */
export function RemoteArea({ remote, retryDelayMs = 1000 }: RemoteAreaProps) {
  const { t } = useTranslation('shell');
  const [attempt, setAttempt] = useState(0);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const key = `${remote}#${attempt}`;
  const preloaded = loadedRemoteRoutes(remote);

  useEffect(() => {
    if (preloaded) return;
    let active = true;
    loadRemoteRoutes(remote, retryDelayMs).then(
      (Routes) => {
        if (active) setOutcome({ key, status: 'ready', Routes });
      },
      (error: unknown) => {
        console.error(error);
        const reason = error instanceof RemoteLoadError ? error.reason : 'unavailable';
        if (active) setOutcome({ key, status: 'failed', reason });
      },
    );
    return () => {
      active = false;
    };
  }, [key, preloaded, remote, retryDelayMs]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const failure = outcome?.key === key && outcome.status === 'failed' ? outcome.reason : undefined;
  const fallback = (
    <RemoteFallback remote={remote} onRetry={retry} reason={failure ?? 'unavailable'} />
  );

  const Routes =
    preloaded ?? (outcome?.key === key && outcome.status === 'ready' ? outcome.Routes : null);
  if (Routes) {
    return (
      <RemoteErrorBoundary key={key} fallback={fallback}>
        {/* eslint-disable-next-line react-hooks/static-components -- one identity per remote, kept in the module cache */}
        <Routes />
      </RemoteErrorBoundary>
    );
  }
  if (failure) return fallback;
  return (
    <Flex justify="center" align="center" style={{ minHeight: 240 }}>
      <Spin tip={t('remoteArea.loading', { area: t(`areas.${remote}`) })}>
        <div style={{ width: 240, height: 80 }} />
      </Spin>
    </Flex>
  );
}
