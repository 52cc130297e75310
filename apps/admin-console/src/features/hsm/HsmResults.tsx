import {
  CheckCircleOutlined,
  ClockCircleOutlined,
  CloseCircleOutlined,
  ReloadOutlined,
  SendOutlined,
} from '@ant-design/icons';
import type { HsmState, HsmStatusRow } from '@atende/contract';
import { ChangeButton, formatDateTime } from '@atende/ui';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import Table, { type ColumnsType } from 'antd/es/table';
import Typography from 'antd/es/typography';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { countByState } from './hsmStatus';
import { useHsmStatus } from './useHsmStatus';

const STATE_ICONS: Record<HsmState, ReactNode> = {
  queued: <ClockCircleOutlined aria-hidden />,
  sent: <SendOutlined aria-hidden />,
  delivered: <CheckCircleOutlined aria-hidden />,
  failed: <CloseCircleOutlined aria-hidden />,
};
const STATE_TYPES: Record<HsmState, 'secondary' | 'success' | 'danger' | undefined> = {
  queued: 'secondary',
  sent: undefined,
  delivered: 'success',
  failed: 'danger',
};

/**
 * The sent rows of the last send (issue 12: "each row's state (queued, sent, delivered, failed with
 * the reason in words) updates live from the channel's status, and a failed row can be retried"):
 * line, number, state (icon and word), reason, last change, Retry on a failed row. Live through the
 * console hub (`hsmLiveHandlers`); Retry is a change (disabled at level 2).
 */
export function HsmResults({ customerId, importId }: { customerId: number; importId: string }) {
  const { t } = useTranslation('admin');
  const { query, retry, retrying } = useHsmStatus(customerId, importId);
  const rows = query.data;

  const columns: ColumnsType<HsmStatusRow> = useMemo(
    () => [
      { title: t('hsm.columns.line'), dataIndex: 'row', key: 'row' },
      {
        title: t('hsm.columns.client_identification'),
        dataIndex: 'client_identification',
        key: 'phone',
      },
      {
        title: t('hsm.state'),
        key: 'state',
        render: (_, row) => (
          <Typography.Text type={STATE_TYPES[row.state]} data-state={row.state}>
            {STATE_ICONS[row.state]} {t(`hsm.states.${row.state}`)}
          </Typography.Text>
        ),
      },
      {
        title: t('hsm.reason'),
        key: 'reason',
        render: (_, row) => (row.reason ? t(`hsm.reasons.${row.reason}`) : ''),
      },
      {
        title: t('hsm.updated'),
        key: 'updated',
        render: (_, row) => formatDateTime(row.updated_At),
      },
      {
        title: t('hsm.columns.actions'),
        key: 'actions',
        render: (_, row) =>
          row.state === 'failed' ? (
            <ChangeButton
              size="small"
              icon={<ReloadOutlined />}
              aria-label={t('hsm.retryLine', { line: row.row })}
              loading={retrying.has(row.hsm_Id)}
              onClick={() => void retry(row.hsm_Id)}
            >
              {t('hsm.retryRow')}
            </ChangeButton>
          ) : null,
      },
    ],
    [t, retry, retrying],
  );

  const counts = rows ? countByState(rows) : null;
  return (
    <section aria-labelledby="hsm-results-title" style={{ marginTop: 24 }}>
      <Typography.Title level={4} id="hsm-results-title">
        {t('hsm.results')}
      </Typography.Title>
      {query.isError ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          message={t('hsm.resultsFailed')}
          style={{ marginBottom: 12 }}
          action={
            <Button icon={<ReloadOutlined />} onClick={() => void query.refetch()}>
              {t('hsm.retry')}
            </Button>
          }
        />
      ) : null}
      {counts && rows ? (
        <Typography.Paragraph role="status" data-testid="hsm-results-count">
          {t('hsm.resultsCount', { total: rows.length, ...counts })}
        </Typography.Paragraph>
      ) : null}
      <Table<HsmStatusRow>
        size="small"
        rowKey="hsm_Id"
        columns={columns}
        dataSource={rows ?? []}
        loading={query.isPending && query.fetchStatus !== 'idle'}
        pagination={{ pageSize: 10, showSizeChanger: false, hideOnSinglePage: true }}
        locale={{ emptyText: <Empty description={t('hsm.resultsEmpty')} /> }}
      />
    </section>
  );
}
