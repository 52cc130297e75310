import { EditOutlined } from '@ant-design/icons';
import { listOperators, useSession } from '@atende/api-client';
import type { OperatorRow } from '@atende/contract';
import { useNavigate } from '@atende/routing';
import { ChangeButton, formatDate, ListPage, type ListAllQuery, type ListColumn } from '@atende/ui';
import Alert from 'antd/es/alert';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { GroupCell } from './GroupCell';
import { useGroups } from '../groups/useGroups';
import { registerFeatureTexts } from '../../locale/featureTexts';
import { operatorsTexts } from './texts';

registerFeatureTexts('operators', operatorsTexts);

/** Props of the list page (the shell's page guard gives the read-only context; tests may force it). */
export interface OperatorListPageProps {
  readOnly?: boolean;
}

/**
 * The operator list (`/painel/lista-operadores`, seed 001 §2 "Operator list and form"): user, full
 * name, start, end, group (inline multi-select editor) and an edit action, plus a New operator button.
 * At level 2 it is read-only (seed 000 §6: "edit, new and group-change buttons on the operator ...
 * lists are disabled").
 */
export function OperatorListPage({ readOnly }: OperatorListPageProps) {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const customerId = useSession((state) => state.currentCustomerId);
  const groups = useGroups();
  const groupList = useMemo(() => groups.data ?? [], [groups.data]);

  const loadAll = useCallback(
    async ({ signal }: ListAllQuery) =>
      customerId === null ? [] : listOperators(customerId, { signal }),
    [customerId],
  );

  const columns = useMemo<ListColumn<OperatorRow>[]>(
    () => [
      { title: t('operators.columns.login'), dataIndex: 'user_Login' },
      { title: t('operators.columns.name'), dataIndex: 'user_Name' },
      {
        title: t('operators.columns.start'),
        dataIndex: 'user_Start',
        render: (_, row) => formatDate(row.user_Start),
      },
      {
        title: t('operators.columns.end'),
        dataIndex: 'user_End',
        render: (_, row) => formatDate(row.user_End),
      },
      {
        title: t('operators.columns.groups'),
        dataIndex: 'group_List',
        width: 280,
        render: (_, row) => <GroupCell row={row} customerId={customerId ?? 0} groups={groupList} />,
      },
      {
        title: t('operators.columns.actions'),
        key: 'actions',
        render: (_, row) => [
          <ChangeButton
            key="edit"
            type="link"
            icon={<EditOutlined />}
            aria-label={t('operators.editLabel', { login: row.user_Login })}
            onClick={() => navigate(`/painel/edit-user/${row.user_Id}`)}
          >
            {t('operators.edit')}
          </ChangeButton>,
        ],
      },
    ],
    [t, customerId, groupList, navigate],
  );

  if (customerId === null) return <Alert type="info" showIcon message={t('frame.noCustomer')} />;

  return (
    <ListPage<OperatorRow>
      title={t('operators.listTitle')}
      columns={columns}
      rowKey="user_Id"
      loadAll={loadAll}
      readOnly={readOnly}
      reloadKey={customerId}
      toolbarActions={[
        <ChangeButton key="new" type="primary" onClick={() => navigate('/painel/cadastro')}>
          {t('operators.newOperator')}
        </ChangeButton>,
      ]}
    />
  );
}
