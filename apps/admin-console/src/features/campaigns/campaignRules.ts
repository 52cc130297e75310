import { FIELD_LIMITS, type CampaignSaveBody, type Campaign } from '@atende/contract';
import { parseServerTime } from '@atende/ui';
import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);

const LIMITS = FIELD_LIMITS.CampaignSaveBody;
/** Longest campaign name (the contract's `campaign_Name`). */
export const CAMPAIGN_NAME_MAX = LIMITS.campaign_Name.maxLength;
/** Resend interval bounds, in whole hours (seed 001 §9 "Campaign resend interval is in hours"; the contract's). */
export const RESEND_MIN_HOURS = LIMITS.resend_Interval.minimum;
export const RESEND_MAX_HOURS = LIMITS.resend_Interval.maximum;

/** A date-time as the form holds it: a dayjs, or the text / epoch ProForm may hand over. */
export type FormTime = Dayjs | string | number | Date | null | undefined;

/** The campaign form's values. */
export interface CampaignFormValues {
  name: string;
  /** '' for no flow. */
  flowName: string;
  channelId: number;
  period: [FormTime, FormTime] | null | undefined;
  resend: number;
}

function toDayjs(value: FormTime): Dayjs | null {
  if (value === null || value === undefined || value === '') return null;
  const time = dayjs.isDayjs(value) ? value : dayjs(value);
  return time.isValid() ? time : null;
}

/** What is wrong with a start–end period: missing, or the end not after the start; null when fine. */
export function periodProblem(
  period: CampaignFormValues['period'],
): 'periodRequired' | 'endBeforeStart' | null {
  const start = toDayjs(period?.[0]);
  const end = toDayjs(period?.[1]);
  if (!start || !end) return 'periodRequired';
  return end.isAfter(start) ? null : 'endBeforeStart';
}

/** True for a whole number of hours within the contract's bounds. */
export function isValidResend(value: unknown): boolean {
  return (
    typeof value === 'number' &&
    Number.isInteger(value) &&
    value >= RESEND_MIN_HOURS &&
    value <= RESEND_MAX_HOURS
  );
}

/** UTC ISO text without milliseconds (how the API's dates travel). */
function utcText(value: FormTime): string {
  const time = toDayjs(value);
  if (!time) throw new Error('A campaign needs a start and an end.');
  return time.utc().format('YYYY-MM-DDTHH:mm:ss[Z]');
}

/** The form's values of a campaign being edited (dates in local time for the pickers). */
export function campaignToForm(campaign: Campaign): Partial<CampaignFormValues> {
  const start = parseServerTime(campaign.start_DateTime);
  const end = parseServerTime(campaign.end_DateTime);
  return {
    name: campaign.campaign_Name,
    flowName: campaign.flow_Name ?? '',
    channelId: campaign.channel_Id,
    period: start && end ? [start, end] : undefined,
    resend: campaign.resend_Interval ?? 0,
  };
}

/** The body of `POST Campaign_Update` (`campaignId` 0 creates); an edited campaign keeps its message. */
export function campaignSaveBody(
  customerId: number,
  campaignId: number,
  values: CampaignFormValues,
  existing?: Pick<Campaign, 'campaign_Message'>,
): CampaignSaveBody {
  return {
    customer_Id: customerId,
    campaign_Id: campaignId,
    campaign_Name: values.name.trim(),
    flow_Name: values.flowName ?? '',
    channel_Id: values.channelId,
    start_DateTime: utcText(values.period?.[0]),
    end_DateTime: utcText(values.period?.[1]),
    resend_Interval: values.resend,
    ...(existing?.campaign_Message !== undefined
      ? { campaign_Message: existing.campaign_Message }
      : {}),
  };
}
