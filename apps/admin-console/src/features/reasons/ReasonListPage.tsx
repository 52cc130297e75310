import { ReloadOutlined } from '@ant-design/icons';
import { useSession } from '@atende/api-client';
import type { Reason } from '@atende/contract';
import { useNavigate } from '@atende/routing';
import { apiErrorText, ChangeButton } from '@atende/ui';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import Flex from 'antd/es/flex';
import Result from 'antd/es/result';
import Table, { type ColumnsType } from 'antd/es/table';
import Typography from 'antd/es/typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { editColumn } from '../../shared/records';
import { reasonPath } from './paths';
import { useReasons } from './useReasons';
import { registerFeatureTexts } from '../../locale/featureTexts';
import { reasonsTexts } from './texts';

registerFeatureTexts('reasons', reasonsTexts);

/** Height of the table's scrolling body: the rows outside it are not rendered (virtual list). */
const REASON_LIST_HEIGHT = 480;

/**
 * The reason list (seed 001 §2 "Reasons"; route `reasons`): id, description and an edit pencil, and
 * Add new. Seed 001 §9 "Reasons table has no pagination": every reason is in one table, virtualised
 * (only the rows in view are in the page), so a customer with a thousand reasons stays fast. The
 * shell's guard shows the spinner while permissions are missing (1 s wait and retry) and sends a
 * caller below Reasons level 2 to the client panel (seed 001 §6); at exactly 2 its read-only context
 * disables Add new and the pencils.
 */
export function ReasonListPage() {
  const { t } = useTranslation('admin');
  const ui = useTranslation('ui').t;
  const navigate = useNavigate();
  const customerId = useSession((state) => state.currentCustomerId);
  const reasons = useReasons();

  const columns: ColumnsType<Reason> = useMemo(
    () => [
      { title: t('reasons.id'), dataIndex: 'reason_id', width: 100 },
      { title: t('reasons.description'), dataIndex: 'reason_description' },
      editColumn<Reason>({
        label: (reason) => t('reasons.editOne', { name: reason.reason_description }),
        onEdit: (reason) => navigate(reasonPath(reason.reason_id)),
      }),
    ],
    [t, navigate],
  );

  if (customerId === null) return <Result status="info" title={t('frame.noCustomer')} />;
  const rows = reasons.data ?? [];
  return (
    <>
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 12 }}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {t('reasons.title')}
        </Typography.Title>
        <Flex gap={8}>
          <Button
            icon={<ReloadOutlined />}
            aria-label={ui('list.retry')}
            loading={reasons.isFetching}
            onClick={() => void reasons.refetch()}
          />
          <ChangeButton type="primary" onClick={() => navigate(reasonPath())}>
            {t('reasons.addNew')}
          </ChangeButton>
        </Flex>
      </Flex>
      {reasons.isError ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          message={t('reasons.loadFailed')}
          description={apiErrorText(reasons.error, ui)}
          style={{ marginBottom: 12 }}
          action={
            <Button icon={<ReloadOutlined />} onClick={() => void reasons.refetch()}>
              {t('reasons.retry')}
            </Button>
          }
        />
      ) : null}
      <Table<Reason>
        virtual
        scroll={{ y: REASON_LIST_HEIGHT }}
        pagination={false}
        size="middle"
        rowKey="reason_id"
        columns={columns}
        dataSource={rows}
        loading={reasons.isPending && reasons.fetchStatus !== 'idle'}
        locale={{ emptyText: <Empty description={t('reasons.empty')} /> }}
        footer={
          rows.length > 0
            ? () => (
                <Typography.Text type="secondary">
                  {t('reasons.count', { count: rows.length })}
                </Typography.Text>
              )
            : undefined
        }
      />
    </>
  );
}
