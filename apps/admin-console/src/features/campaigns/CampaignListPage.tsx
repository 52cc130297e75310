import { useSession } from '@atende/api-client';
import type { Campaign } from '@atende/contract';
import { useNavigate } from '@atende/routing';
import { formatDateTime, ListPage, type ListColumn } from '@atende/ui';
import Button from 'antd/es/button';
import Result from 'antd/es/result';
import Tag from 'antd/es/tag';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { pathOf } from '../../shared/paths';
import { editColumn } from '../../shared/records';
import { useChannels } from '../../shared/useChannels';
import { isCampaignActive } from '@atende/contract';
import { useLoadCampaigns } from './useCampaigns';
import { registerFeatureTexts } from '../../locale/featureTexts';
import { campaignsTexts } from './texts';

registerFeatureTexts('campaigns', campaignsTexts);

/**
 * The campaign list (route listCampaign): id, name, flow, channel, start, end, resend interval and
 * whether it is active now, with New and Edit. Seed 000 §6: "At level exactly 2, edit, new ... buttons
 * on the operator and campaign lists are disabled (read-only)": the page guard's read-only context.
 */
export function CampaignListPage() {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const customerId = useSession((state) => state.currentCustomerId);
  const loadCampaigns = useLoadCampaigns();
  const channels = useChannels();

  const channelNames = useMemo(
    () => new Map((channels.data ?? []).map((c) => [c.channel_Id, c.channel_Name])),
    [channels.data],
  );

  const loadAll = useCallback(() => loadCampaigns(customerId ?? 0), [loadCampaigns, customerId]);

  const columns: ListColumn<Campaign>[] = [
    { title: t('campaigns.id'), dataIndex: 'campaign_Id', width: 80 },
    { title: t('campaigns.name'), dataIndex: 'campaign_Name' },
    {
      title: t('campaigns.flow'),
      dataIndex: 'flow_Name',
      render: (_, campaign) => campaign.flow_Name || t('campaigns.noFlow'),
    },
    {
      title: t('campaigns.channel'),
      dataIndex: 'channel_Id',
      render: (_, campaign) =>
        campaign.channel_Id === undefined
          ? ''
          : (channelNames.get(campaign.channel_Id) ??
            t('campaigns.unknownChannel', { id: campaign.channel_Id })),
    },
    {
      title: t('campaigns.start'),
      dataIndex: 'start_DateTime',
      render: (_, campaign) => formatDateTime(campaign.start_DateTime),
    },
    {
      title: t('campaigns.end'),
      dataIndex: 'end_DateTime',
      render: (_, campaign) => formatDateTime(campaign.end_DateTime),
    },
    {
      title: t('campaigns.resend'),
      dataIndex: 'resend_Interval',
      render: (_, campaign) =>
        campaign.resend_Interval === undefined
          ? ''
          : t('campaigns.resendValue', { count: campaign.resend_Interval }),
    },
    {
      title: t('campaigns.status'),
      key: 'active',
      // Seed 000 §4: "a campaign is active when now lies between its start and end".
      render: (_, campaign) =>
        isCampaignActive(campaign, new Date()) ? (
          <Tag color="green">{t('campaigns.active')}</Tag>
        ) : (
          <Tag color="default">{t('campaigns.inactive')}</Tag>
        ),
    },
    editColumn<Campaign>({
      label: (campaign) => t('campaigns.editOne', { name: campaign.campaign_Name }),
      onEdit: (campaign) => navigate(pathOf('updateCampaign', { id: campaign.campaign_Id })),
    }),
  ];

  if (customerId === null) return <Result status="info" title={t('frame.noCustomer')} />;
  return (
    <ListPage<Campaign>
      title={t('campaigns.title')}
      columns={columns}
      rowKey="campaign_Id"
      loadAll={loadAll}
      reloadKey={customerId}
      onCreate={() => navigate(pathOf('campaign'))}
      // The stored files share the Campaign level (seed 001 §6) and have no side-menu entry of their
      // own (seed 000 §2.5): they are reached from here.
      toolbarActions={[
        <Button
          key="files"

          onClick={() => navigate(pathOf('loadFiles'))}
        >
          {t('campaigns.files')}
        </Button>,
      ]}
    />
  );
}
