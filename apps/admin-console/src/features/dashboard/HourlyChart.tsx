import type { DashboardHour } from '@atende/contract';
import { formatDateTime, formatTime, Panel } from '@atende/ui';
import Skeleton from 'antd/es/skeleton';
import Typography from 'antd/es/typography';
import type { TFunction } from 'i18next';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { DashboardFilters } from './filters';
import { useHourly } from './useDashboardData';

// uPlot (a small, fast canvas chart library) loads with the chart, after the cards.
const HourlyBars = lazy(() => import('./HourlyBars'));

/** A sentence that says what the chart shows, for screen readers and as the chart's caption. */
function summaryOf(hours: readonly DashboardHour[], t: TFunction<'admin'>): string {
  const total = hours.reduce((sum, h) => sum + h.total, 0);
  if (total === 0 || hours.length === 0) return t('dashboard.chartEmpty');
  const peak = hours.reduce((best, h) => (h.total > best.total ? h : best));
  return t('dashboard.chartSummary', {
    total,
    from: formatDateTime(hours[0]!.hour),
    to: formatDateTime(hours[hours.length - 1]!.hour),
    peak: formatTime(peak.hour),
    count: peak.total,
  });
}

/** Services per hour for the range (beyond the spec, Light_Dashboard_Hourly). */
export function HourlyChart({ filters }: { filters: DashboardFilters }) {
  const { t } = useTranslation('admin');
  const query = useHourly(filters);
  const hours = query.data ?? [];
  const summary = summaryOf(hours, t);
  return (
    <Panel title={t('dashboard.chartTitle')}>
      {query.isLoading ? (
        <Skeleton active />
      ) : (
        <figure style={{ margin: 0 }}>
          {hours.some((h) => h.total > 0) && (
            <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height: 200 }} />}>
              <HourlyBars hours={hours} />
            </Suspense>
          )}
          <figcaption>
            <Typography.Text type="secondary">{summary}</Typography.Text>
          </figcaption>
        </figure>
      )}
    </Panel>
  );
}
