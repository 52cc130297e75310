import type { HubState } from '@atende/api-client';
import Alert from 'antd/es/alert';
import { useTranslation } from 'react-i18next';

/** A notice while the real-time connection is down or coming back (lists may be out of date). */
export function HubStatus({ state }: { state: HubState }) {
  const { t } = useTranslation('agentDesk');
  if (state === 'connected' || state === 'connecting') return null;
  return (
    <Alert
      type={state === 'reconnecting' ? 'info' : 'warning'}
      showIcon
      banner
      role="status"
      message={state === 'reconnecting' ? t('desk.reconnecting') : t('desk.offline')}
      style={{ marginBottom: 8 }}
    />
  );
}
