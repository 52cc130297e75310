import { useSession } from '@atende/api-client';
import { fetchFresh, reportAreaQueries } from '@atende/api-client/query';
import type { Report } from '@atende/contract';
import { useSearchParams } from '@atende/routing';
import { ListPage, type ListColumn } from '@atende/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Result from 'antd/es/result';
import { lazy, Suspense, useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REPORTS_NAMESPACE, registerFeatureTexts } from '../../locale/featureTexts';
import { listTexts } from './texts';

registerFeatureTexts('list', listTexts);

// The viewer (its dialog and frame) loads when a report is first opened.
const ReportViewer = lazy(async () => ({
  default: (await import('../viewer/ReportViewer')).ReportViewer,
}));

function useReportColumns(open: (report: Report) => void): ListColumn<Report>[] {
  const { t } = useTranslation(REPORTS_NAMESPACE);
  return useMemo(
    () => [
      {
        title: t('list.name'),
        dataIndex: 'report_Name',
        render: (_, report) => (
          <Button type="link" style={{ padding: 0 }} onClick={() => open(report)}>
            {report.report_Name}
          </Button>
        ),
      },
      {
        title: t('list.kind'),
        dataIndex: 'report_Data',
        width: 180,
        render: (_, report) =>
          report.report_Data === 'question' ? t('list.question') : t('list.dashboard'),
      },
      {
        title: t('list.actions'),
        key: 'actions',
        width: 140,
        render: (_, report) => (
          <Button
            size="small"
            aria-label={t('list.openOne', { name: report.report_Name })}
            onClick={() => open(report)}
          >
            {t('list.open')}
          </Button>
        ),
      },
    ],
    [t, open],
  );
}

/**
 * The report list and viewer (seed 000 §2.1 `reports`, `update-reports`; seed 001 §2 Report viewer):
 * the user's reports of the current customer from GET List_Reports_User?Customer_Id (a failure logs
 * the user out, seed 001 §8); opening one shows it in the 80 % frame. `/reports/update?report=<id>`
 * opens that report over the list.
 */
export function ReportListPage() {
  const { t } = useTranslation(REPORTS_NAMESPACE);
  const customerId = useSession((state) => state.currentCustomerId);
  const client = useQueryClient();
  const [params] = useSearchParams();
  const linked = Number(params.get('report') ?? 0);
  const reports = useQuery({
    ...reportAreaQueries.reports(customerId ?? 0),
    enabled: customerId !== null && linked > 0,
  }).data;
  const [picked, setPicked] = useState<Report | null>(null);
  const [closing, setClosing] = useState(false);
  const [closedLink, setClosedLink] = useState(false);
  // What had focus when a report opened gets it back when the viewer has closed.
  const opener = useRef<HTMLElement | null>(null);
  const fromLink = closedLink ? undefined : reports?.find((r) => r.report_Id === linked);
  const shown = picked ?? fromLink ?? null;
  const openReport = useCallback((report: Report) => {
    opener.current = document.activeElement as HTMLElement | null;
    setClosing(false);
    setPicked(report);
  }, []);
  const columns = useReportColumns(openReport);
  const loadAll = useCallback(
    () => fetchFresh(client, reportAreaQueries.reports(customerId ?? 0)),
    [client, customerId],
  );
  const afterClose = useCallback(() => {
    setPicked(null);
    setClosedLink(true);
    setClosing(false);
    opener.current?.focus();
  }, []);

  if (customerId === null) return <Result status="info" title={t('list.noCustomer')} />;
  return (
    <>
      <ListPage<Report>
        title={t('title')}
        columns={columns}
        rowKey={(report) => `${report.report_Id ?? report.report_Code}`}
        loadAll={loadAll}
        reloadKey={customerId}
      />
      {shown ? (
        <Suspense fallback={null}>
          <ReportViewer
            report={shown}
            customerId={customerId}
            open={!closing}
            onClose={() => setClosing(true)}
            afterClose={afterClose}
          />
        </Suspense>
      ) : null}
    </>
  );
}
