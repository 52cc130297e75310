// The report area's wire entities (seed 001 §3 and §7; the product's own reports, docs/adr/0027),
// derived from the server's schemas (one source).
import type { Static } from '@sinclair/typebox';
import type { EmbedTokenSchema } from '../schemas/embed';
import type { PaymentRowSchema } from '../schemas/payments';
import type {
  ReportSettingsSchema,
  ReportSettingsUpdateSchema,
  ReportAbandonmentSchema,
  ReportAgentsSchema,
  ReportChatbotSchema,
  ReportHeatmapSchema,
  ReportMessageRowSchema,
  ReportReasonsSchema,
  ReportServiceRowSchema,
  ReportServicesDaySchema,
  ReportServicesPageSchema,
  ReportWaitingSchema,
} from '../schemas/reports';

/** One row of the payments report (`List_Payments`). */
export type PaymentRow = Static<typeof PaymentRowSchema>;
/** What `Token_Metabase` answers: the token, the frame address and its expiry. */
export type EmbedToken = Static<typeof EmbedTokenSchema>;

/** Services by day (`Report_Services_Day`). */
export type ReportServicesDay = Static<typeof ReportServicesDaySchema>;
/** Services by hour of the week (`Report_Services_Heatmap`). */
export type ReportHeatmap = Static<typeof ReportHeatmapSchema>;
/** Waiting time and service level (`Report_Waiting`). */
export type ReportWaiting = Static<typeof ReportWaitingSchema>;
/** First response and handling time per agent (`Report_Agents`). */
export type ReportAgents = Static<typeof ReportAgentsSchema>;
/** Abandonment by day (`Report_Abandonment`). */
export type ReportAbandonment = Static<typeof ReportAbandonmentSchema>;
/** Services by closing reason and sub-reason (`Report_Reasons`). */
export type ReportReasons = Static<typeof ReportReasonsSchema>;
/** The chatbot's interactions per flow (`Report_Chatbot`). */
export type ReportChatbot = Static<typeof ReportChatbotSchema>;
/** A page of the services behind a figure (`Report_Services`). */
export type ReportServicesPage = Static<typeof ReportServicesPageSchema>;
/** One service of a drill-down page. */
export type ReportServiceRow = Static<typeof ReportServiceRowSchema>;
/** A message of a service (`Report_Service_Messages`). */
export type ReportMessageRow = Static<typeof ReportMessageRowSchema>;
/** A customer's report settings (`Report_Settings`). */
export type ReportSettings = Static<typeof ReportSettingsSchema>;
/** The body of `Report_Settings_Update`. */
export type ReportSettingsUpdate = Static<typeof ReportSettingsUpdateSchema>;
