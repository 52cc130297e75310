import { Type } from '@sinclair/typebox';

// The product's own report figures (issue 20 "The product's own reports", docs/adr/0027). Days and
// hours are the customer's (its IANA zone); seconds are exact averages or bin-read percentiles.

const Day = Type.String({ description: "A calendar day in the customer's zone, YYYY-MM-DD" });
const Seconds = (description: string) =>
  Type.Union([Type.Number({ description }), Type.Null()], { description });
const Count = (description: string) => Type.Integer({ minimum: 0, description });

/** What every report answer names: the zone its days are in. */
const Zone = { time_zone: Type.String({ description: 'IANA zone of the days and hours' }) };

/** Services by day: started (inside and outside business hours), answered, closed, abandoned. */
export const ReportDaySchema = Type.Object({
  day: Day,
  started: Count('Services opened that day'),
  started_inside: Count('Of those, opened inside business hours'),
  started_outside: Count('Of those, opened outside business hours'),
  answered: Count('Of those, answered by an agent'),
  closed: Count('Of those, closed'),
  abandoned: Count('Of those, closed without an agent answer'),
});
/** `GET Report_Services_Day`. */
export const ReportServicesDaySchema = Type.Object({ ...Zone, days: Type.Array(ReportDaySchema) });

/** One heatmap cell: ISO weekday (1 Monday) and hour of the customer's day. */
export const ReportHeatCellSchema = Type.Object({
  weekday: Type.Integer({ minimum: 1, maximum: 7 }),
  hour: Type.Integer({ minimum: 0, maximum: 23 }),
  started: Count('Services opened in that hour of that weekday'),
});
/** `GET Report_Services_Heatmap` (cells without services are left out). */
export const ReportHeatmapSchema = Type.Object({
  ...Zone,
  cells: Type.Array(ReportHeatCellSchema),
});

/** Waiting figures of a set of services (all, inside or outside business hours). */
export const ReportWaitingFiguresSchema = Type.Object({
  answered: Count('Services answered'),
  average_sec: Seconds('Average wait until the first agent message (exact)'),
  median_sec: Seconds('Median wait, read inside its histogram bin (approximate)'),
  p90_sec: Seconds('90th percentile wait, read inside its histogram bin (approximate)'),
  within: Count('Answered in less than service_level_seconds'),
  service_level: Seconds('within / answered (0..1), null when none answered'),
});
/** `GET Report_Waiting`. */
export const ReportWaitingSchema = Type.Object({
  ...Zone,
  service_level_seconds: Type.Integer(),
  all: ReportWaitingFiguresSchema,
  inside: ReportWaitingFiguresSchema,
  outside: ReportWaitingFiguresSchema,
});

/** One agent's first response and handling time (agent 0: services no agent holds). */
export const ReportAgentRowSchema = Type.Object({
  agent_id: Type.Integer({ minimum: 0 }),
  agent_name: Type.String(),
  answered: Count('Services answered the agent holds'),
  first_response_avg_sec: Seconds('Average first response (exact)'),
  first_response_median_sec: Seconds('Median first response (approximate)'),
  first_response_p90_sec: Seconds('90th percentile first response (approximate)'),
  closed: Count('Services the agent closed'),
  handling_avg_sec: Seconds('Average from taking to closing (exact)'),
});
/** `GET Report_Agents`. */
export const ReportAgentsSchema = Type.Object({
  ...Zone,
  agents: Type.Array(ReportAgentRowSchema),
});

/** Abandonment per day: services closed unanswered and chatbot interactions abandoned. */
export const ReportAbandonDaySchema = Type.Object({
  day: Day,
  started: Count('Services opened'),
  abandoned: Count('Of those, closed without an agent answer'),
  bot_started: Count('Chatbot interactions started'),
  bot_abandoned: Count('Of those, abandoned by the client'),
});
/** `GET Report_Abandonment`. */
export const ReportAbandonmentSchema = Type.Object({
  ...Zone,
  days: Type.Array(ReportAbandonDaySchema),
});

/** Closed services of one reason and sub-reason (0: none given). */
export const ReportReasonRowSchema = Type.Object({
  reason_id: Type.Integer({ minimum: 0 }),
  reason_description: Type.String(),
  sub_reason_id: Type.Integer({ minimum: 0 }),
  sub_reason_description: Type.String(),
  closed: Count('Services closed with it'),
});
/** `GET Report_Reasons`. */
export const ReportReasonsSchema = Type.Object({
  ...Zone,
  reasons: Type.Array(ReportReasonRowSchema),
});

/** The chatbot's interactions of one flow and how they ended. */
export const ReportFlowRowSchema = Type.Object({
  flow_name: Type.String(),
  started: Count('Interactions started'),
  handed_off: Count('Handed to an agent queue'),
  completed: Count('Ended by the flow'),
  abandoned: Count('Left by the client'),
});
/** `GET Report_Chatbot`. */
export const ReportChatbotSchema = Type.Object({ ...Zone, flows: Type.Array(ReportFlowRowSchema) });

const MaybeTime = (description: string) =>
  Type.Union([Type.String({ format: 'date-time' }), Type.Null()], { description });

/** One service behind a bar or cell (drill-down, and a row of the services CSV). */
export const ReportServiceRowSchema = Type.Object({
  attendence_Id: Type.Integer(),
  client_Identify: Type.String(),
  client_Name: Type.String(),
  group_Name: Type.String(),
  channel_Id: Type.Integer(),
  agent_Name: Type.String(),
  opened: Type.String({ format: 'date-time', description: 'When the service was opened (UTC)' }),
  answered: MaybeTime('First agent message (UTC)'),
  ended: MaybeTime('Closed (UTC)'),
  wait_sec: Seconds('Seconds until the first agent message'),
  handling_sec: Seconds('Seconds from taking to closing'),
  reason_description: Type.String(),
  sub_reason_description: Type.String(),
});
/** `GET Report_Services` (paged). */
export const ReportServicesPageSchema = Type.Object({
  ...Zone,
  total: Count('Services matching'),
  page: Type.Integer({ minimum: 1 }),
  page_size: Type.Integer({ minimum: 1 }),
  rows: Type.Array(ReportServiceRowSchema),
});

/** A message of a service (`GET Report_Service_Messages`): directions as ADR 0003. */
export const ReportMessageRowSchema = Type.Object({
  message_Id: Type.Integer(),
  message: Type.String(),
  message_Direction: Type.Integer({ description: '0 agent, 1 client, 2 chatbot, 3 automatic' }),
  message_Update: Type.String({ format: 'date-time' }),
});

/** One range of business hours: ISO weekday, minutes of the customer's day (quarter hours). */
export const BusinessHoursRangeSchema = Type.Object({
  weekday: Type.Integer({ minimum: 1, maximum: 7, description: 'ISO weekday, 1 Monday' }),
  startMinute: Type.Integer({ minimum: 0, maximum: 1440, description: 'First minute (included)' }),
  endMinute: Type.Integer({ minimum: 0, maximum: 1440, description: 'Last minute (excluded)' }),
});

/** `GET Report_Settings`: the customer's zone (null: the deployment's) and business hours. */
export const ReportSettingsSchema = Type.Object({
  time_Zone: Type.Union([Type.String(), Type.Null()], {
    description: "The customer's IANA zone; null uses the deployment's default",
  }),
  default_Time_Zone: Type.String({ description: "The deployment's DEFAULT_TIME_ZONE" }),
  business_Hours: Type.Array(BusinessHoursRangeSchema),
});

/** `POST Report_Settings_Update`: the customer's new zone and whole week of business hours. */
export const ReportSettingsUpdateSchema = Type.Object({
  customer_Id: Type.Integer({ minimum: 1, maximum: 2147483647 }),
  time_Zone: Type.Union([
    Type.String({
      minLength: 1,
      maxLength: 64,
      pattern: '^[A-Za-z0-9_+\\-/]+$',
      examples: ['America/Sao_Paulo'],
    }),
    Type.Null(),
  ]),
  business_Hours: Type.Array(BusinessHoursRangeSchema, {
    maxItems: 100,
    examples: [[{ weekday: 1, startMinute: 480, endMinute: 1080 }]],
  }),
});
