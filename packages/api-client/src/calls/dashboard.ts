/**
 * The client dashboard's calls (seed 001 §7 "External integration service" and "Messages"), plus
 * the hourly chart and the bell's count (docs/adr/0018-live-dashboard.md). Dates are sent as the
 * spec says: "UTC ISO without milliseconds, from start-of-day to end-of-day" (`dashboardDayRange`).
 */
import {
  dashboardDateTime,
  type DashboardAgentRow,
  type DashboardAgentStatus,
  type DashboardAttendanceRow,
  type DashboardAttendanceStatus,
  type DashboardHour,
  type DashboardInteractionRow,
  type DashboardInteractionStatus,
  type DashboardMessageRow,
  type DashboardSummary,
  type WaitingCount,
} from '@atende/contract';
import { apiRequest, type CallOptions } from '../http/core';
import { getList } from './shared';

/** The dashboard's controls: customer, channel (0: 'All') and a date range. */
export interface DashboardRange {
  customerId: number;
  /** 0 is 'All' (seed 001 §9). */
  channelId: number;
  /** A `Date` is sent as UTC ISO without milliseconds; a string as given. */
  start: Date | string;
  end: Date | string;
}

const dateText = (value: Date | string) =>
  typeof value === 'string' ? value : dashboardDateTime(value);

const rangeQuery = (range: DashboardRange) => ({
  channel_id: range.channelId,
  start_date_time: dateText(range.start),
  end_date_time: dateText(range.end),
});

/** GET {integration}/Light_Dashboard?customer_id&channel_id&start_date_time&end_date_time: the three cards. */
export function getDashboard(
  range: DashboardRange,
  options: CallOptions = {},
): Promise<DashboardSummary> {
  return apiRequest<DashboardSummary>({
    method: 'GET',
    base: 'integration',
    path: 'Light_Dashboard',
    query: { customer_id: range.customerId, ...rangeQuery(range) },
    signal: options.signal,
  });
}

/** GET {integration}/Light_Dashboard_Agent?customer_id&status_agent: agents (0 total, 1 enabled, 2 disabled). */
export function listDashboardAgents(
  customerId: number,
  status: DashboardAgentStatus = 0,
  options: CallOptions = {},
): Promise<DashboardAgentRow[]> {
  return getList(
    'Light_Dashboard_Agent',
    { customer_id: customerId, status_agent: status },
    options,
    'integration',
  );
}

/**
 * GET {integration}/Light_Dashboard_Attendence?customer_id&channel_id&start_date_time&end_date_time&status_att:
 * attendances (0 total, 1 open, 2 attended, 3 on hold).
 */
export function listDashboardAttendances(
  range: DashboardRange,
  status: DashboardAttendanceStatus = 0,
  options: CallOptions = {},
): Promise<DashboardAttendanceRow[]> {
  return getList(
    'Light_Dashboard_Attendence',
    { customer_id: range.customerId, ...rangeQuery(range), status_att: status },
    options,
    'integration',
  );
}

/**
 * GET {integration}/Light_Dashboard_Interaction?Customer_Id&channel_id&start_date_time&end_date_time&status_interaction:
 * chatbot sessions (0 total, 1 open, 2 closed, 3 abandoned).
 */
export function listDashboardInteractions(
  range: DashboardRange,
  status: DashboardInteractionStatus = 0,
  options: CallOptions = {},
): Promise<DashboardInteractionRow[]> {
  return getList(
    'Light_Dashboard_Interaction',
    { Customer_Id: range.customerId, ...rangeQuery(range), status_interaction: status },
    options,
    'integration',
  );
}

/** GET {integration}/User_Messages_List?Customer_Id&Client_Operation_Id: a chatbot session's messages (0 client, 1 chatbot, 2 agent). */
export function listInteractionMessages(
  customerId: number,
  clientOperationId: number,
  options: CallOptions = {},
): Promise<DashboardMessageRow[]> {
  return getList(
    'User_Messages_List',
    { Customer_Id: customerId, Client_Operation_Id: clientOperationId },
    options,
    'integration',
  );
}

/** GET {integration}/Light_Dashboard_Hourly?customer_id&channel_id&start_date_time&end_date_time: attendances per UTC hour (at most 31 days). */
export function listDashboardHourly(
  range: DashboardRange,
  options: CallOptions = {},
): Promise<DashboardHour[]> {
  return getList(
    'Light_Dashboard_Hourly',
    { customer_id: range.customerId, ...rangeQuery(range) },
    options,
    'integration',
  );
}

/** GET User_Att_Waitting_Count?Customer_Id: the bell's live count of clients waiting in the customer. */
export function getWaitingCount(
  customerId: number,
  options: CallOptions = {},
): Promise<WaitingCount> {
  return apiRequest<WaitingCount>({
    method: 'GET',
    path: 'User_Att_Waitting_Count',
    query: { Customer_Id: customerId },
    signal: options.signal,
  });
}
