import {
  getDashboard,
  getWaitingCount,
  listDashboardAgents,
  listDashboardAttendances,
  listDashboardHourly,
  listDashboardInteractions,
  listInteractionMessages,
  listMessages,
  type DashboardRange,
} from '@atende/api-client';
import { dashboardDateTime, dashboardDirection, type DashboardMessageRow } from '@atende/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { queryKeys } from './keys';
import { STALE_TIME } from './staleTime';

/** Which drill-down of the dashboard's cards (seed 001 §4). */
export type DashboardDrillDown = 'agents' | 'attendances' | 'interactions';

/** Whose messages the dashboard's messages dialog shows: an attendance or a chatbot session. */
export interface DashboardMessagesTarget {
  kind: 'attendance' | 'interaction';
  id: number;
}

const text = (value: Date | string) =>
  typeof value === 'string' ? value : dashboardDateTime(value);

/** The part of a key that names a range (its customer is the key's own). */
const rangeKey = (range: DashboardRange) =>
  `${range.channelId}|${text(range.start)}|${text(range.end)}`;

/** An attendance's messages with the directions seed 001 shows (others left out). */
async function attendanceRows(
  customerId: number,
  attendanceId: number,
  signal: AbortSignal,
): Promise<DashboardMessageRow[]> {
  const messages = await listMessages(customerId, attendanceId, { signal });
  return messages.flatMap((m) => {
    const direction = dashboardDirection(m.message_Direction);
    return direction === null
      ? []
      : [{ message_Update: m.message_Update, message: m.message, message_Direction: direction }];
  });
}

/**
 * The client dashboard's data (seed 001 §4, §7) and the manager's waiting bell, under
 * `queryKeys.dashboard(customerId, ...)`: the hub's `DashboardChanged` invalidates that prefix.
 */
export const dashboardQueries = {
  /** Light_Dashboard: the cards (the previous range's figures stay while the next load). */
  summary: (range: DashboardRange) =>
    queryOptions({
      queryKey: queryKeys.dashboard(range.customerId, 'summary', rangeKey(range)),
      queryFn: ({ signal }) => getDashboard(range, { signal }),
      staleTime: STALE_TIME.live,
      placeholderData: keepPreviousData,
    }),
  /** Light_Dashboard_Hourly: the chart. */
  hourly: (range: DashboardRange) =>
    queryOptions({
      queryKey: queryKeys.dashboard(range.customerId, 'hourly', rangeKey(range)),
      queryFn: ({ signal }) => listDashboardHourly(range, { signal }),
      staleTime: STALE_TIME.live,
      placeholderData: keepPreviousData,
    }),
  /** A drill-down's rows for one status code. */
  drillDown: (range: DashboardRange, kind: DashboardDrillDown, status: number) =>
    queryOptions({
      queryKey: queryKeys.dashboard(range.customerId, 'drillDown', kind, status, rangeKey(range)),
      queryFn: ({ signal }): Promise<object[]> => {
        if (kind === 'agents')
          return listDashboardAgents(range.customerId, status as 0, { signal });
        if (kind === 'attendances') return listDashboardAttendances(range, status as 0, { signal });
        return listDashboardInteractions(range, status as 0, { signal });
      },
      staleTime: STALE_TIME.live,
    }),
  /** User_Att_Messages_List (directions mapped to seed 001's) or User_Messages_List (a chatbot session). */
  messages: (customerId: number, target: DashboardMessagesTarget) =>
    queryOptions({
      queryKey: queryKeys.dashboard(customerId, 'messages', target.kind, target.id),
      queryFn: ({ signal }) =>
        target.kind === 'interaction'
          ? listInteractionMessages(customerId, target.id, { signal })
          : attendanceRows(customerId, target.id, signal),
      staleTime: STALE_TIME.live,
    }),
  /** User_Att_Waitting_Count: the bell's number. */
  waitingCount: (customerId: number) =>
    queryOptions({
      queryKey: queryKeys.dashboard(customerId, 'waitingCount'),
      queryFn: ({ signal }) => getWaitingCount(customerId, { signal }),
      staleTime: STALE_TIME.live,
    }),
};
