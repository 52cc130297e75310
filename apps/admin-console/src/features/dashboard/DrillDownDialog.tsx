import { DownloadOutlined } from '@ant-design/icons';
import { downloadCsv, rowsToCsv } from '@atende/ui';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Modal from 'antd/es/modal';
import Segmented from 'antd/es/segmented';
import Table from 'antd/es/table';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  agentColumns,
  attendanceColumns,
  attendanceCsv,
  interactionColumns,
  interactionCsv,
  type MessagesTarget,
} from './drillDownColumns';
import type { DashboardFilters } from './filters';
import type { DrillDownKind } from './SummaryCards';
import { useDrillDown } from './useDashboardData';

/** Seed 001 §9 "Dashboard table page size 10." */
const DRILL_DOWN_PAGE_SIZE = 10;

/** The status codes of each drill-down (seed 001 §4) and their labels. */
const STATUSES: Record<DrillDownKind, [number, string][]> = {
  agents: [
    [0, 'total'],
    [1, 'enabled'],
    [2, 'disabled'],
  ],
  attendances: [
    [0, 'total'],
    [1, 'open'],
    [2, 'attended'],
    [3, 'onHold'],
  ],
  interactions: [
    [0, 'total'],
    [1, 'open'],
    [2, 'closed'],
    [3, 'abandoned'],
  ],
};

const TITLES: Record<DrillDownKind, string> = {
  agents: 'operators',
  attendances: 'services',
  interactions: 'interactions',
};

/** Props of `DrillDownDialog`. */
export interface DrillDownDialogProps {
  kind: DrillDownKind;
  filters: DashboardFilters;
  onClose: () => void;
  onOpenMessages: (target: MessagesTarget) => void;
}

/**
 * A card's drill-down (seed 001 §2, §4): the rows of the chosen status code, 10 a page, CSV export
 * (formula cells neutralised) for attendances and interactions; an id opens its messages.
 */
export function DrillDownDialog({ kind, filters, onClose, onOpenMessages }: DrillDownDialogProps) {
  const { t } = useTranslation('admin');
  const [status, setStatus] = useState(0);
  const query = useDrillDown(kind, status, filters);
  const rows = (query.data ?? []) as object[];
  const columns = (
    kind === 'agents'
      ? agentColumns(t)
      : kind === 'attendances'
        ? attendanceColumns(t, onOpenMessages)
        : interactionColumns(t, onOpenMessages)
  ) as TableColumnsType<object>;
  const exportCsv = () => {
    const csv =
      kind === 'attendances'
        ? rowsToCsv(rows as never[], attendanceCsv(t))
        : rowsToCsv(rows as never[], interactionCsv(t));
    downloadCsv(
      `${kind}-${filters.from.format('YYYYMMDD')}-${filters.to.format('YYYYMMDD')}.csv`,
      csv,
    );
  };
  const title = t(`dashboard.${TITLES[kind]}`);
  return (
    <Modal open title={title} onCancel={onClose} footer={null} width={1000} destroyOnHidden>
      <Flex justify="space-between" align="center" gap={12} wrap style={{ marginBottom: 12 }}>
        <Segmented
          aria-label={t('dashboard.status')}
          value={status}
          onChange={(value) => setStatus(Number(value))}
          options={STATUSES[kind].map(([value, label]) => ({
            value,
            label: t(`dashboard.${label}`),
          }))}
        />
        {kind !== 'agents' && (
          <Button icon={<DownloadOutlined />} disabled={rows.length === 0} onClick={exportCsv}>
            {t('dashboard.exportCsv')}
          </Button>
        )}
      </Flex>
      {query.isError ? (
        <Alert
          type="error"
          showIcon
          message={t('dashboard.loadError', { reason: (query.error as Error).message })}
          action={<Button onClick={() => void query.refetch()}>{t('dashboard.retry')}</Button>}
        />
      ) : (
        <Table
          size="small"
          rowKey={(row) => JSON.stringify(Object.values(row).slice(0, 2))}
          loading={query.isFetching}
          columns={columns}
          dataSource={rows}
          pagination={{
            pageSize: DRILL_DOWN_PAGE_SIZE,
            showSizeChanger: false,
            hideOnSinglePage: true,
          }}
          locale={{ emptyText: t('dashboard.empty') }}
          scroll={{ x: true }}
        />
      )}
    </Modal>
  );
}
