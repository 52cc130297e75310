import { ReloadOutlined } from '@ant-design/icons';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import Space from 'antd/es/space';
import Table from 'antd/es/table';
import theme from 'antd/es/theme';
import { useTranslation } from 'react-i18next';
import { downloadCsv, rowsToCsv } from '../csv/csv';
import type { ListPageProps } from './ListPage';
import { ChangeButton, ReadOnlyContext, useReadOnly } from './readOnly';
import { useListRows } from './useListRows';

/** antd's Table with the list pattern's toolbar and states (loaded lazily by `ListPage`). */
export default function ListPageView<Row extends object>(props: ListPageProps<Row>) {
  const { title, columns, rowKey, pageSize = 20, readOnly: readOnlyProp, csv } = props;
  const { t } = useTranslation('ui');
  const { token } = theme.useToken();
  const inherited = useReadOnly();
  const readOnly = readOnlyProp ?? inherited;
  const list = useListRows(props, pageSize);

  return (
    <ReadOnlyContext.Provider value={readOnly}>
      {list.error ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          message={t('list.loadError')}
          description={list.error}
          style={{ marginBottom: 12 }}
          action={
            <Button icon={<ReloadOutlined />} onClick={list.reload}>
              {t('list.retry')}
            </Button>
          }
        />
      ) : null}
      <div
        data-atende-list=""
        style={{
          background: token.colorBgContainer,
          borderRadius: token.borderRadiusLG,
          padding: `${token.paddingSM}px ${token.padding}px`,
        }}
      >
        <div
          style={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: token.paddingSM,
            paddingBottom: token.paddingSM,
          }}
        >
          <div style={{ fontSize: token.fontSizeLG, fontWeight: token.fontWeightStrong }}>
            {title}
          </div>
          <Space wrap>
            {props.onCreate ? (
              <ChangeButton type="primary" onClick={props.onCreate}>
                {t('list.create')}
              </ChangeButton>
            ) : null}
            {props.toolbarActions}
            {csv ? (
              <Button
                disabled={list.rows.length === 0}
                onClick={() => downloadCsv(csv.fileName, rowsToCsv(list.rows, csv.columns, csv))}
              >
                {t('list.exportCsv')}
              </Button>
            ) : null}
            <Button
              type="text"
              icon={<ReloadOutlined aria-hidden />}
              aria-label={t('list.refresh')}
              title={t('list.refresh')}
              loading={list.loading}
              onClick={list.reload}
            />
          </Space>
        </div>
        <Table<Row>
          columns={columns}
          dataSource={list.rows}
          rowKey={rowKey}
          loading={list.loading}
          locale={{ emptyText: <Empty description={t('list.empty')} /> }}
          pagination={{
            current: list.page,
            pageSize,
            total: list.total,
            showSizeChanger: false,
            hideOnSinglePage: false,
            onChange: list.goTo,
          }}
        />
      </div>
    </ReadOnlyContext.Provider>
  );
}
