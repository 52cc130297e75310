/** The embed pages' texts (issue 20 "The product's own reports"), one object per language. */

/** The pages' languages. */
export type EmbedLanguage = 'pt' | 'en' | 'es';

/** The product's own figures a report shows (docs/adr/0033). */
export type FigureId =
  'services_day' | 'heatmap' | 'waiting' | 'agents' | 'abandonment' | 'reasons' | 'chatbot';

/** The wire fields a table or a CSV header names. */
export type ColumnKey =
  | 'day'
  | 'started'
  | 'started_inside'
  | 'started_outside'
  | 'answered'
  | 'closed'
  | 'abandoned'
  | 'weekday'
  | 'hour'
  | 'part'
  | 'service_level_seconds'
  | 'average_sec'
  | 'median_sec'
  | 'p90_sec'
  | 'within'
  | 'service_level'
  | 'agent_id'
  | 'agent_name'
  | 'first_response_avg_sec'
  | 'first_response_median_sec'
  | 'first_response_p90_sec'
  | 'handling_avg_sec'
  | 'bot_started'
  | 'bot_abandoned'
  | 'reason_id'
  | 'reason_description'
  | 'sub_reason_id'
  | 'sub_reason_description'
  | 'flow_name'
  | 'handed_off'
  | 'completed'
  | 'attendence_Id'
  | 'client_Identify'
  | 'client_Name'
  | 'group_Name'
  | 'channel_Id'
  | 'opened'
  | 'ended'
  | 'wait_sec'
  | 'handling_sec'
  | 'messages';

/** Every text of the embed pages in one language; `{name}` marks a value put in by `fill`. */
export interface EmbedTexts {
  errorTitle: string;
  expired: string;
  invalid: string;
  notFound: string;
  filters: string;
  dateFrom: string;
  dateTo: string;
  group: string;
  channel: string;
  agent: string;
  all: string;
  serviceLevel: string;
  apply: string;
  timeZone: string;
  empty: string;
  exportCsv: string;
  chart: string;
  tableOf: string;
  figures: Record<FigureId, string>;
  columns: Record<ColumnKey, string>;
  parts: Record<'all' | 'inside' | 'outside', string>;
  outcomes: Record<'answered' | 'unanswered' | 'closed' | 'abandoned', string>;
  none: string;
  servicesTitle: string;
  backToReport: string;
  previous: string;
  next: string;
  pageOf: string;
  messagesTitle: string;
  backToServices: string;
  noMessages: string;
  /** A service's message directions (`Direction`: 0 agent, 1 client, 2 chatbot, 3 automatic reply). */
  directions: [string, string, string, string];
  selectionDay: string;
  selectionCell: string;
  selectionReason: string;
  errors: Record<'dates' | 'range' | 'group' | 'agent' | 'channel' | 'serviceLevel', string>;
}

/** `template` with each `{name}` replaced by `values[name]`. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
