import { useSession } from '@atende/api-client';
import { formatTime } from '@atende/ui';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Spin from 'antd/es/spin';
import Typography from 'antd/es/typography';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MessagesTarget } from './drillDownColumns';
import { DashboardControls } from './DashboardControls';
import { defaultFilters, type DashboardFilters } from './filters';
import { HourlyChart } from './HourlyChart';
import { SummaryCards, type DrillDownKind } from './SummaryCards';
import { usePageVisible, useRefreshDashboard, useSummary } from './useDashboardData';
import { registerFeatureTexts } from '../../locale/featureTexts';
import { dashboardTexts } from './texts';

registerFeatureTexts('dashboard', dashboardTexts);

// The drill-downs (antd's Table, 70 kB gzip) and the message history load when first opened: the
// first visit shows the cards (ADR 0019, `pnpm bench` admin-console).
const DrillDownDialog = lazy(async () => ({
  default: (await import('./DrillDownDialog')).DrillDownDialog,
}));
const MessagesDialog = lazy(async () => ({
  default: (await import('./MessagesDialog')).MessagesDialog,
}));

/**
 * The client dashboard (painelCliente, seed 001 §2 "Client dashboard"): controls, the three cards of
 * Light_Dashboard with their drill-downs and message histories, and beyond the spec a live refresh
 * (hub events while the tab is visible, with the time of the last update), the longest current
 * wait and services per hour.
 */
export function DashboardPage() {
  const { t } = useTranslation('admin');
  const customerId = useSession((state) => state.currentCustomerId);
  const [filters, setFilters] = useState<DashboardFilters>(() => defaultFilters());
  const [drillDown, setDrillDown] = useState<DrillDownKind | null>(null);
  const [messages, setMessages] = useState<MessagesTarget | null>(null);
  const summary = useSummary(filters);
  const refresh = useRefreshDashboard();
  const visible = usePageVisible();
  if (customerId === null) return <Alert type="info" showIcon message={t('frame.noCustomer')} />;
  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" gap={12} wrap>
        <DashboardControls
          filters={filters}
          busy={summary.isFetching}
          onUpdate={(next) => {
            setFilters(next);
            void refresh();
          }}
        />
        <Typography.Text type="secondary" role="status" data-testid="dashboard-updated">
          {visible ? t('dashboard.live') : t('dashboard.paused')}
          {summary.dataUpdatedAt > 0 &&
            ` · ${t('dashboard.lastUpdated', { time: formatTime(summary.dataUpdatedAt, { seconds: true }) })}`}
        </Typography.Text>
      </Flex>
      {summary.isError && (
        <Alert
          type="error"
          showIcon
          message={t('dashboard.loadError', { reason: (summary.error as Error).message })}
          action={<Button onClick={() => void summary.refetch()}>{t('dashboard.retry')}</Button>}
        />
      )}
      <SummaryCards summary={summary.data} onOpen={setDrillDown} />
      <HourlyChart filters={filters} />
      {drillDown && (
        <Suspense fallback={<Spin fullscreen />}>
          <DrillDownDialog
            kind={drillDown}
            filters={filters}
            onClose={() => setDrillDown(null)}
            onOpenMessages={setMessages}
          />
        </Suspense>
      )}
      {messages && (
        // Its own boundary: loading it never unmounts the open drill-down (its status and page).
        <Suspense fallback={<Spin fullscreen />}>
          <MessagesDialog target={messages} onClose={() => setMessages(null)} />
        </Suspense>
      )}
    </Flex>
  );
}
