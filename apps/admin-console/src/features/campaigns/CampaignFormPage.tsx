import {
  ProFormDateTimeRangePicker,
  ProFormDigit,
  ProFormSelect,
  ProFormText,
} from '@ant-design/pro-components';
import type { Campaign } from '@atende/contract';
import { useNavigate, useParams } from '@atende/routing';
import { RecordFormPage } from '@atende/ui';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { AuditHistory } from '../audit/AuditHistory';
import { pathOf } from '../../shared/paths';
import { CustomerRequired, RecordLoader } from '../../shared/records';
import { useChannels } from '../../shared/useChannels';
import {
  CAMPAIGN_NAME_MAX,
  campaignToForm,
  isValidResend,
  periodProblem,
  RESEND_MAX_HOURS,
  RESEND_MIN_HOURS,
  type CampaignFormValues,
} from './campaignRules';
import { useCampaigns, useFlows, useSaveCampaign } from './useCampaigns';
import { registerFeatureTexts } from '../../locale/featureTexts';
import { campaignsTexts } from './texts';

registerFeatureTexts('campaigns', campaignsTexts);

/** Server field → form field, for errors the API ties to a field. */
const FIELD_NAMES = {
  campaign_Name: 'name',
  flow_Name: 'flowName',
  channel_Id: 'channelId',
  start_DateTime: 'period',
  end_DateTime: 'period',
  resend_Interval: 'resend',
};

function CampaignForm({ campaign }: { campaign?: Campaign }) {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const campaignId = campaign?.campaign_Id ?? 0;
  const save = useSaveCampaign(campaignId, campaign);
  const channels = useChannels();
  const flows = useFlows();
  const toList = useCallback(() => navigate(pathOf('listCampaign')), [navigate]);

  const initialValues = useMemo<Partial<CampaignFormValues>>(
    () => (campaign ? campaignToForm(campaign) : { name: '', flowName: '', resend: 0 }),
    [campaign],
  );

  const flowOptions = useMemo(() => {
    const names = (flows.data ?? []).map((flow) => flow.flow_Name);
    // A campaign keeps its flow even when that flow is no longer in the active list.
    if (campaign?.flow_Name && !names.includes(campaign.flow_Name))
      names.unshift(campaign.flow_Name);
    return [
      { value: '', label: t('campaigns.noFlow') },
      ...names.map((name) => ({ value: name, label: name })),
    ];
  }, [flows.data, campaign, t]);

  const fieldLabels = useMemo(
    () => ({
      campaign_Name: t('campaigns.name'),
      flow_Name: t('campaigns.flow'),
      channel_Id: t('campaigns.channel'),
      start_DateTime: t('campaigns.start'),
      end_DateTime: t('campaigns.end'),
      resend_Interval: t('campaigns.resend'),
    }),
    [t],
  );

  return (
    <RecordFormPage<CampaignFormValues>
      title={campaignId > 0 ? t('campaigns.editTitle') : t('campaigns.newTitle')}
      optionsFailed={(channels.isError || flows.isError) && t('campaigns.optionsFailed')}
      initialValues={initialValues}
      onSubmit={(values) => save(values)}
      // The same messages as the groups (seed 001 §8 Group save): success and failure snackbars.
      successText={t('common:NovoCadastro.snackTextSuccess')}
      onDone={toList}
      fieldNames={FIELD_NAMES}
      fieldLabels={fieldLabels}
      // Seed 001 §8 "Group save failure: NovoCadastro.snackTextError" (a field error goes on the field).
      failureText={t('common:NovoCadastro.snackTextError')}
      history={
        campaignId > 0
          ? (labels) => (
              <AuditHistory entity="campaign" entityId={campaignId} fieldLabels={labels} />
            )
          : undefined
      }
    >
      <ProFormText
        name="name"
        label={t('campaigns.name')}
        rules={[
          { required: true, whitespace: true, message: t('campaigns.nameRequired') },
          {
            max: CAMPAIGN_NAME_MAX,
            message: t('campaigns.nameTooLong', { max: CAMPAIGN_NAME_MAX }),
          },
        ]}
      />
      <ProFormSelect
        name="flowName"
        label={t('campaigns.flow')}
        options={flowOptions}
        fieldProps={{ loading: flows.isLoading, virtual: false }}
      />
      <ProFormSelect
        name="channelId"
        label={t('campaigns.channel')}
        placeholder={t('campaigns.channelPlaceholder')}
        rules={[{ required: true, message: t('campaigns.channelRequired') }]}
        options={(channels.data ?? []).map((c) => ({
          value: c.channel_Id,
          label: c.channel_Name,
        }))}
        fieldProps={{ loading: channels.isLoading, virtual: false }}
      />
      <ProFormDateTimeRangePicker
        name="period"
        label={t('campaigns.period')}
        fieldProps={{
          // Not reordered silently: an end before the start is refused with a message instead.
          order: false,
          placeholder: [t('campaigns.start'), t('campaigns.end')],
        }}
        rules={[
          {
            validator: async (_: unknown, value: CampaignFormValues['period']) => {
              const problem = periodProblem(value);
              if (problem) throw new Error(t(`campaigns.${problem}`));
            },
          },
        ]}
      />
      <ProFormDigit
        name="resend"
        label={t('campaigns.resend')}
        min={RESEND_MIN_HOURS}
        max={RESEND_MAX_HOURS}
        fieldProps={{ precision: 0, step: 1 }}
        rules={[
          {
            validator: async (_: unknown, value: unknown) => {
              if (!isValidResend(value))
                throw new Error(
                  t('campaigns.resendRange', { min: RESEND_MIN_HOURS, max: RESEND_MAX_HOURS }),
                );
            },
          },
        ]}
      />
    </RecordFormPage>
  );
}

/** The new-campaign form (route `campaign`). */
export function NewCampaignPage() {
  return <CustomerRequired>{(customerId) => <CampaignForm key={customerId} />}</CustomerRequired>;
}

/**
 * The edit-campaign form (route `updateCampaign`, `/painel/edit-campaign/:id`): the campaign comes
 * from the list call; its history is under the form.
 */
export function EditCampaignPage() {
  const { t } = useTranslation('admin');
  const campaignId = Number(useParams().id);
  const campaigns = useCampaigns();
  return (
    <RecordLoader
      query={campaigns}
      find={(all) => all.find((c) => c.campaign_Id === campaignId)}
      texts={{ loadFailed: t('campaigns.loadFailed'), notFound: t('campaigns.notFound') }}
      listPath={pathOf('listCampaign')}
    >
      {(campaign, customerId) => (
        <CampaignForm key={`${customerId}:${campaignId}`} campaign={campaign} />
      )}
    </RecordLoader>
  );
}
