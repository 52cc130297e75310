import { BellOutlined } from '@ant-design/icons';
import { useSession } from '@atende/api-client';
import { dashboardQueries } from '@atende/api-client/query';
import { useQuery } from '@tanstack/react-query';
import Badge from 'antd/es/badge';
import { useTranslation } from 'react-i18next';

/** A slow safety refresh; the admin console's hub connection refreshes it on every change. */
const BELL_REFRESH_MS = 60_000;

/**
 * The manager top bar's bell (seed 000 §2.5): the live number of clients waiting in the manager's
 * current customer (`User_Att_Waitting_Count`). The spec's fixed 6 is a placeholder (docs/adr/0018).
 * Its query sits under the customer's dashboard key, so the console's `DashboardChanged` handling
 * refreshes it.
 */
export function WaitingBell() {
  const { t } = useTranslation('shell');
  const customerId = useSession((state) => state.currentCustomerId);
  const waiting = useQuery({
    ...dashboardQueries.waitingCount(customerId ?? 0),
    enabled: customerId !== null,
    refetchInterval: BELL_REFRESH_MS,
  });
  const count = waiting.data?.count ?? 0;
  return (
    <span
      role="status"
      aria-label={t('topBar.waitingClients', { count })}
      data-testid="waiting-bell"
    >
      <Badge count={count} size="small" showZero={false}>
        <BellOutlined style={{ fontSize: 18 }} aria-hidden />
      </Badge>
    </span>
  );
}
