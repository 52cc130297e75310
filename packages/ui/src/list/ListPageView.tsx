import { ReloadOutlined } from '@ant-design/icons';
import { ProTable, type ActionType } from '@ant-design/pro-components';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadCsv, rowsToCsv } from '../csv/csv';
import { apiErrorText, isAbortError } from '../form/apiErrorText';
import type { ListPageProps, ListQuery, ListResult } from './ListPage';
import { pageOfRows } from './pageOfRows';
import { ChangeButton, ReadOnlyContext, useReadOnly } from './readOnly';

/** ProTable with the list pattern's states (loaded lazily by `ListPage`). */
export default function ListPageView<Row extends object>({
  title,
  columns,
  rowKey,
  load,
  loadAll,
  pageSize = 20,
  search = false,
  readOnly: readOnlyProp,
  onCreate,
  toolbarActions = [],
  csv,
  errorText,
  reloadKey,
}: ListPageProps<Row>) {
  const { t } = useTranslation('ui');
  const inherited = useReadOnly();
  const readOnly = readOnlyProp ?? inherited;
  const actionRef = useRef<ActionType>(undefined);
  const controller = useRef<AbortController | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [rows, setRows] = useState<Row[]>([]);
  const firstKey = useRef(reloadKey);

  useEffect(() => {
    if (firstKey.current === reloadKey) return;
    firstKey.current = reloadKey;
    void actionRef.current?.reloadAndRest?.();
  }, [reloadKey]);
  useEffect(() => () => controller.current?.abort(), []);

  const actions = [
    ...(onCreate
      ? [
          <ChangeButton key="create" type="primary" onClick={onCreate}>
            {t('list.create')}
          </ChangeButton>,
        ]
      : []),
    ...toolbarActions,
    ...(csv
      ? [
          <Button
            key="csv"
            disabled={rows.length === 0}
            onClick={() => downloadCsv(csv.fileName, rowsToCsv(rows, csv.columns, csv))}
          >
            {t('list.exportCsv')}
          </Button>,
        ]
      : []),
  ];

  return (
    <ReadOnlyContext.Provider value={readOnly}>
      {error ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          message={t('list.loadError')}
          description={error}
          style={{ marginBottom: 12 }}
          action={
            <Button icon={<ReloadOutlined />} onClick={() => void actionRef.current?.reload()}>
              {t('list.retry')}
            </Button>
          }
        />
      ) : null}
      <ProTable<Row>
        headerTitle={title}
        columns={columns}
        rowKey={rowKey}
        actionRef={actionRef}
        search={search ? { labelWidth: 'auto' } : false}
        options={{ reload: true, density: false, setting: false }}
        pagination={{ defaultPageSize: pageSize, showSizeChanger: false }}
        locale={{ emptyText: <Empty description={t('list.empty')} /> }}
        toolBarRender={() => actions}
        request={async ({ current = 1, pageSize: size = pageSize, ...filters }) => {
          controller.current?.abort();
          const own = new AbortController();
          controller.current = own;
          try {
            const query: ListQuery = { page: current, pageSize: size, filters, signal: own.signal };
            const result: ListResult<Row> = load
              ? await load(query)
              : pageOfRows((await loadAll?.({ filters, signal: own.signal })) ?? [], current, size);
            setError(null);
            setRows(result.rows);
            return { data: result.rows, total: result.total, success: true };
          } catch (failure) {
            if (!isAbortError(failure) && !own.signal.aborted)
              setError(apiErrorText(failure, t, errorText));
            setRows([]);
            return { data: [], total: 0, success: false };
          }
        }}
      />
    </ReadOnlyContext.Provider>
  );
}
