/**
 * The report area's calls (seed 001 §7 Reports; docs/adr/0026): Token_Metabase (the embed token and
 * frame address of one report), List_Payments (the payments report's rows) and the customer's report
 * settings (time zone and business hours, docs/adr/0033).
 */
import type {
  EmbedToken,
  PaymentRow,
  ReportSettings,
  ReportSettingsUpdate,
} from '@atende/contract';
import { apiRequest, type CallOptions } from '../http/core';
import { getList } from './shared';

/** What the viewer asks a token for: the customer, the report's visualisation, the page's look. */
export interface EmbedTokenInput {
  customerId: number;
  /** `report_Data` of the report: `dashboard` or `question`. */
  visualizationType: string;
  /** `report_Parameter` of the report: the dashboard or question id. */
  visualizationId: number;
  /** The report's key (`report_Code`), sent as the spec does; never a secret. */
  key: string;
  /** The user's language, for the frame's `locale`. */
  locale: string;
  theme?: 'light' | 'night';
}

/** GET Token_Metabase?customer_Id&visualization_type&visualization_id&key (plus locale, theme). */
export function getEmbedToken(
  input: EmbedTokenInput,
  options: CallOptions = {},
): Promise<EmbedToken> {
  return apiRequest<EmbedToken>({
    method: 'GET',
    path: 'Token_Metabase',
    query: {
      customer_Id: input.customerId,
      visualization_type: input.visualizationType,
      visualization_id: input.visualizationId,
      key: input.key,
      locale: input.locale,
      theme: input.theme ?? 'light',
    },
    signal: options.signal,
  });
}

/** The payments report's range: calendar days (`YYYY-MM-DD`) of the customer's time zone. */
export interface PaymentsInput {
  customerId: number;
  startDate: string;
  endDate: string;
}

/** GET List_Payments?Customer_Id&Start_Date&End_Date (at most 30 days, seed 001 §5). */
export function listPayments(
  input: PaymentsInput,
  options: CallOptions = {},
): Promise<PaymentRow[]> {
  return getList(
    'List_Payments',
    { Customer_Id: input.customerId, Start_Date: input.startDate, End_Date: input.endDate },
    options,
  );
}

/** GET Report_Settings?Customer_Id: the customer's report time zone and business hours. */
export function getReportSettings(
  customerId: number,
  options: CallOptions = {},
): Promise<ReportSettings> {
  return apiRequest<ReportSettings>({
    method: 'GET',
    path: 'Report_Settings',
    query: { Customer_Id: customerId },
    signal: options.signal,
  });
}

/** POST Report_Settings_Update: the customer's new zone (null: the deployment's) and week of hours. */
export function saveReportSettings(
  body: ReportSettingsUpdate,
  options: CallOptions = {},
): Promise<ReportSettings> {
  return apiRequest<ReportSettings>({
    method: 'POST',
    path: 'Report_Settings_Update',
    body,
    signal: options.signal,
  });
}
