import { PlusOutlined } from '@ant-design/icons';
import { useSession } from '@atende/api-client';
import { flowViewPath, type Flow } from '@atende/contract';
import { useNavigate } from '@atende/routing';
import { ChangeButton, formatDateTime, ListPage, type ListColumn } from '@atende/ui';
import Button from 'antd/es/button';
import Result from 'antd/es/result';
import Space from 'antd/es/space';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FLOW_NAMESPACE, registerFeatureTexts } from '../../locale/featureTexts';
import { flowUpdatePath, viewPartsOf } from '../../shared/flowParts';
import { useChannels, useFlows, useLoadFlows } from '../../shared/useFlows';
import { FlowSearch } from './FlowSearch';
import { ImportButton } from './ImportButton';
import { listTexts } from './texts';

registerFeatureTexts('list', listTexts);

function useFlowColumns(
  open: (flow: Flow) => void,
  details: (flow: Flow) => void,
): ListColumn<Flow>[] {
  const { t } = useTranslation(FLOW_NAMESPACE);
  const channels = useChannels().data;
  return useMemo(() => {
    const channelName = (id: number) =>
      channels?.find((c) => c.channel_Id === id)?.channel_Name ?? String(id);
    return [
      {
        title: t('list.name'),
        dataIndex: 'flow_Name',
        // Picking a flow opens the editor (seed 001 §2): the name is a link-styled button.
        render: (_, flow) => (
          <Button type="link" style={{ padding: 0 }} onClick={() => open(flow)}>
            {flow.flow_Name}
          </Button>
        ),
      },
      {
        title: t('list.channel'),
        dataIndex: 'channel_Id',
        width: 160,
        render: (_, flow) => channelName(flow.channel_Id),
      },
      {
        title: t('list.start'),
        dataIndex: 'start_DateTime',
        width: 180,
        render: (_, flow) => formatDateTime(flow.start_DateTime),
      },
      {
        title: t('list.end'),
        dataIndex: 'end_DateTime',
        width: 180,
        render: (_, flow) =>
          flow.end_DateTime ? formatDateTime(flow.end_DateTime) : t('list.noEnd'),
      },
      {
        title: t('list.open'),
        key: 'actions',
        width: 200,
        render: (_, flow) => (
          <Space size="small">
            <Button
              size="small"
              aria-label={t('list.openOne', { name: flow.flow_Name })}
              onClick={() => open(flow)}
            >
              {t('list.open')}
            </Button>
            <Button
              size="small"
              aria-label={t('list.detailsOne', { name: flow.flow_Name })}
              onClick={() => details(flow)}
            >
              {t('list.details')}
            </Button>
          </Space>
        ),
      },
    ];
  }, [t, channels, open, details]);
}

/**
 * The flow list (seed 001 §2 "Flow list: a customer selector, a search box, the flows, and Register
 * and Import (JSON) buttons. Picking a flow opens the editor"). The customer selector is the side
 * menu's. Each row opens the flow's editor, or its details (`update-fluxo`: the form, with Export). The flows are those of GET List_Flow?Active_Flow=true&Customer_Id in reverse order of the
 * answer, and a failure to read them logs the user out (seed 001 §7). At Flow level exactly 2 Register
 * and Import are disabled (the page guard's read-only context); opening a flow stays possible.
 */
export function FlowListPage() {
  const { t } = useTranslation(FLOW_NAMESPACE);
  const navigate = useNavigate();
  const customerId = useSession((state) => state.currentCustomerId);
  const loadFlows = useLoadFlows();
  const flows = useFlows().data;
  const open = useCallback((flow: Flow) => navigate(flowViewPath(viewPartsOf(flow))), [navigate]);
  const details = useCallback(
    (flow: Flow) => navigate(flowUpdatePath(viewPartsOf(flow))),
    [navigate],
  );
  const columns = useFlowColumns(open, details);
  const loadAll = useCallback(() => loadFlows(customerId ?? 0), [loadFlows, customerId]);
  const [imports, setImports] = useState(0);

  if (customerId === null) return <Result status="info" title={t('list.noCustomer')} />;
  return (
    <ListPage<Flow>
      title={t('title')}
      columns={columns}
      rowKey="flow_Id"
      loadAll={loadAll}
      reloadKey={`${customerId}:${imports}`}
      toolbarActions={[
        <FlowSearch key="search" flows={flows ?? []} onPick={open} />,
        <ChangeButton
          key="register"
          type="primary"
          icon={<PlusOutlined aria-hidden />}
          onClick={() => navigate('/fluxo/create')}
        >
          {t('register')}
        </ChangeButton>,
        <ImportButton key="import" onImported={() => setImports((n) => n + 1)} />,
      ]}
    />
  );
}
