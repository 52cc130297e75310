import { useSession } from '@atende/api-client';
import { fetchFresh, reportAreaQueries } from '@atende/api-client/query';
import { paymentRangeProblem, type PaymentRow } from '@atende/contract';
import { ListPage } from '@atende/ui';
import { useQueryClient } from '@tanstack/react-query';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import Result from 'antd/es/result';
import Space from 'antd/es/space';
import dayjs from 'dayjs';
import { useCallback, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { REPORTS_NAMESPACE, registerFeatureTexts } from '../../locale/featureTexts';
import { paymentCsvColumns, paymentTableColumns } from './paymentColumns';
import { paymentsTexts } from './texts';

registerFeatureTexts('payments', paymentsTexts);

/** A range of calendar days (`YYYY-MM-DD`). */
interface Range {
  start: string;
  end: string;
}

/**
 * The payments report (seed 001 §3 rows, §5 "date range must not exceed 30 days"; docs/adr/0026):
 * a start and an end day (today by default, seed 001 §9), checked by the contract's
 * `paymentRangeProblem` before asking GET List_Payments (which applies the same rule), the rows in
 * the kit's list with CSV export.
 */
export function PaymentsPage() {
  const { t } = useTranslation(REPORTS_NAMESPACE);
  const customerId = useSession((state) => state.currentCustomerId);
  const client = useQueryClient();
  const today = dayjs().format('YYYY-MM-DD');
  const [draft, setDraft] = useState<Range>({ start: today, end: today });
  const [range, setRange] = useState<Range>({ start: today, end: today });
  // Calendar days are the customer's already: the rule counts them without converting a time zone.
  const problem = paymentRangeProblem(draft.start, draft.end, 'UTC');
  const search = (event: FormEvent) => {
    event.preventDefault();
    if (!problem) setRange(draft);
  };
  const loadAll = useCallback(
    () =>
      fetchFresh(
        client,
        reportAreaQueries.payments({
          customerId: customerId ?? 0,
          startDate: range.start,
          endDate: range.end,
        }),
      ),
    [client, customerId, range],
  );
  const columns = useMemo(() => paymentTableColumns(t), [t]);
  const csv = useMemo(
    () => ({
      fileName: `${t('payments.fileName')}-${range.start}-${range.end}.csv`,
      columns: paymentCsvColumns(t),
    }),
    [t, range],
  );

  if (customerId === null) return <Result status="info" title={t('payments.noCustomer')} />;
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <form onSubmit={search} aria-label={t('payments.range')}>
        <Space wrap align="end">
          <label>
            {t('payments.start')}
            <Input
              type="date"
              value={draft.start}
              data-testid="payments-start"
              onChange={(e) => setDraft((d) => ({ ...d, start: e.target.value }))}
            />
          </label>
          <label>
            {t('payments.end')}
            <Input
              type="date"
              value={draft.end}
              data-testid="payments-end"
              onChange={(e) => setDraft((d) => ({ ...d, end: e.target.value }))}
            />
          </label>
          <Button type="primary" htmlType="submit" disabled={problem !== null}>
            {t('payments.search')}
          </Button>
        </Space>
      </form>
      {problem ? (
        <Alert type="error" role="alert" showIcon message={t('common:Payments.dateRangeTooLong')} />
      ) : null}
      <ListPage<PaymentRow>
        title={t('payments.title')}
        columns={columns}
        rowKey="payment_Code"
        loadAll={loadAll}
        reloadKey={`${customerId}:${range.start}:${range.end}`}
        csv={csv}
      />
    </Space>
  );
}
