/**
 * The client dashboard's codes (seed 001 §3 and §4) and the small rules both sides share
 * (docs/adr/0018-live-dashboard.md). Plain values only: browsers bundle this module.
 */

/** Name of the hub's customer-wide event for managers: something on the dashboard changed, refetch. */
export const DASHBOARD_CHANGED_EVENT = 'DashboardChanged';

/** Seed 001 §4 "Dashboard drill-down codes. Agents: 0 total, 1 enabled, 2 disabled." */
export const DashboardAgentStatus = { Total: 0, Enabled: 1, Disabled: 2 } as const;
/** One of the `DashboardAgentStatus` codes. */
export type DashboardAgentStatus = (typeof DashboardAgentStatus)[keyof typeof DashboardAgentStatus];

/** Seed 001 §4 "Attendances: 0 total, 1 open (in attendance), 2 attended, 3 on hold." */
export const DashboardAttendanceStatus = { Total: 0, Open: 1, Attended: 2, OnHold: 3 } as const;
/** One of the `DashboardAttendanceStatus` codes. */
export type DashboardAttendanceStatus =
  (typeof DashboardAttendanceStatus)[keyof typeof DashboardAttendanceStatus];

/** Seed 001 §4 "Interactions: 0 total, 1 open, 2 closed, 3 abandoned." */
export const DashboardInteractionStatus = { Total: 0, Open: 1, Closed: 2, Abandoned: 3 } as const;
/** One of the `DashboardInteractionStatus` codes. */
export type DashboardInteractionStatus =
  (typeof DashboardInteractionStatus)[keyof typeof DashboardInteractionStatus];

/**
 * How a chatbot session ended (beyond the spec, docs/adr/0024): a final reply, the last step, the
 * flow's exit text, handed to a group's queue, silent past the expiry, a guard (steps or passes), a
 * failed integration call, its flow gone, or queued at once (no active flow). '' while open.
 */
export const INTERACTION_END_REASONS = [
  'final',
  'end',
  'exit',
  'handed_off',
  'expired',
  'step_limit',
  'loop_limit',
  'integration_failed',
  'flow_gone',
  'queued',
] as const;
/** One of `INTERACTION_END_REASONS`. */
export type InteractionEndReason = (typeof INTERACTION_END_REASONS)[number];

/** Seed 001 §3 "Message row: ... message_Direction (0 Cliente, 1 ChatBot, 2 Asesor)." */
export const DashboardDirection = { Client: 0, ChatBot: 1, Agent: 2 } as const;
/** One of the `DashboardDirection` codes. */
export type DashboardDirection = (typeof DashboardDirection)[keyof typeof DashboardDirection];

/** Most rows a drill-down call answers (the screen pages them 10 at a time, seed 001 §9). */
export const DASHBOARD_MAX_ROWS = 5000;
/** Longest range, in days, of the hourly chart call (`Light_Dashboard_Hourly`). */
export const DASHBOARD_HOURLY_MAX_DAYS = 31;

/**
 * Maps an attendance message's direction (ADR 0003: 0 agent, 1 end client, 2 chatbot, 3 automatic
 * message on the agent's side) to the dashboard's (seed 001 §3: 0 client, 1 chatbot, 2 agent), for
 * the message-history dialog of an attendance (`User_Att_Messages_List`). Null for an unknown code.
 */
export function dashboardDirection(attendanceDirection: number): DashboardDirection | null {
  switch (attendanceDirection) {
    case 0:
    case 3:
      return DashboardDirection.Agent;
    case 1:
      return DashboardDirection.Client;
    case 2:
      return DashboardDirection.ChatBot;
    default:
      return null;
  }
}

/** A date as the dashboard calls send it: "UTC ISO without milliseconds" (seed 001 §7). */
export function dashboardDateTime(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/**
 * The range of the local calendar day(s) from `from` to `to` (default: the same day), "from
 * start-of-day to end-of-day" (seed 001 §7), as the dashboard calls send it.
 */
export function dashboardDayRange(
  from: Date,
  to: Date = from,
): { start_date_time: string; end_date_time: string } {
  const start = new Date(from.getFullYear(), from.getMonth(), from.getDate(), 0, 0, 0, 0);
  const end = new Date(to.getFullYear(), to.getMonth(), to.getDate(), 23, 59, 59, 0);
  return { start_date_time: dashboardDateTime(start), end_date_time: dashboardDateTime(end) };
}
