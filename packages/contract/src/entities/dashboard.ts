// The client dashboard's entities (seed 001 §3), derived from the server's schemas (one source).
import type { Static } from '@sinclair/typebox';
import type {
  DashboardAgentRowSchema,
  DashboardAttendanceRowSchema,
  DashboardChangedSchema,
  DashboardHourSchema,
  DashboardInteractionRowSchema,
  DashboardMessageRowSchema,
  DashboardSummarySchema,
  WaitingCountSchema,
} from '../schemas/dashboard';

/** The three cards' counts (`Light_Dashboard`). */
export type DashboardSummary = Static<typeof DashboardSummarySchema>;
/** An agent of the agents drill-down (`Light_Dashboard_Agent`). */
export type DashboardAgentRow = Static<typeof DashboardAgentRowSchema>;
/** An attendance of the attendances drill-down (`Light_Dashboard_Attendence`). */
export type DashboardAttendanceRow = Static<typeof DashboardAttendanceRowSchema>;
/** A chatbot session of the interactions drill-down (`Light_Dashboard_Interaction`). */
export type DashboardInteractionRow = Static<typeof DashboardInteractionRowSchema>;
/** A message of a chatbot session (`User_Messages_List`). */
export type DashboardMessageRow = Static<typeof DashboardMessageRowSchema>;
/** One hour of the chart (`Light_Dashboard_Hourly`). */
export type DashboardHour = Static<typeof DashboardHourSchema>;
/** The bell's live count (`User_Att_Waitting_Count`). */
export type WaitingCount = Static<typeof WaitingCountSchema>;
/** The payload of the hub's `DashboardChanged` event. */
export type DashboardChanged = Static<typeof DashboardChangedSchema>;
