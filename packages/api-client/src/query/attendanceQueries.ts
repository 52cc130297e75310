import { type Attendance, type HistoryEntry, type Message } from '@atende/contract';
import {
  listActiveAttendances,
  listHistory,
  listMessages,
  listWaitingAttendances,
} from '@atende/api-client';
import { queryOptions } from '@tanstack/react-query';
import { queryKeys } from './keys';
import { STALE_TIME } from './staleTime';

/** The agent's two queues, loaded together. */
export interface AttendanceQueues {
  waiting: Attendance[];
  active: Attendance[];
}

/** Messages in time order (the server's timestamps; ties by id). */
export function byMessageTime(a: Message, b: Message): number {
  const at = Date.parse(a.message_Update);
  const bt = Date.parse(b.message_Update);
  if (at !== bt && !Number.isNaN(at) && !Number.isNaN(bt)) return at - bt;
  return a.message_Id - b.message_Id;
}

/**
 * A loaded thread, keeping the delivery states the hub already settled (sent, failed) over a
 * `pending` read just before the change committed.
 */
function keepSettled(loaded: Message[], known: Message[]): Message[] {
  const settled = new Map(
    known
      .filter((m) => m.delivery === 'sent' || m.delivery === 'failed')
      .map((m) => [m.message_Id, m.delivery]),
  );
  return loaded
    .map((m) =>
      m.delivery === 'pending' && settled.has(m.message_Id)
        ? { ...m, delivery: settled.get(m.message_Id) }
        : m,
    )
    .sort(byMessageTime);
}

/**
 * The agent desk's server data (seed 000 §7): the queues and the open conversation load when the desk
 * says so (hub events, reconnect, the 4-minute refresh, after a send) and never retry on their own: a
 * failure waits for the next event (seed 000 §8, ADR 0005).
 */
export const attendanceQueries = {
  /** User_Att_Waitting and User_Att_Active_List, together. */
  queues: (customerId: number) =>
    queryOptions({
      queryKey: queryKeys.queues(customerId),
      queryFn: async ({ signal }): Promise<AttendanceQueues> => {
        const [waiting, active] = await Promise.all([
          listWaitingAttendances(customerId, { signal }),
          listActiveAttendances(customerId, { signal }),
        ]);
        return { waiting, active };
      },
      staleTime: STALE_TIME.attendance,
      retry: false,
      retryOnMount: false,
    }),
  /** User_Att_Messages_List: one conversation, in time order. */
  messages: (customerId: number, attendanceId: number) =>
    queryOptions({
      queryKey: queryKeys.messages(customerId, attendanceId),
      queryFn: async ({ signal, client, queryKey }): Promise<Message[]> => {
        const loaded = await listMessages(customerId, attendanceId, { signal });
        return keepSettled(loaded, client.getQueryData<Message[]>(queryKey) ?? []);
      },
      staleTime: STALE_TIME.attendance,
      retry: false,
      retryOnMount: false,
    }),
  /**
   * History_Att: a client's past services (seed 000 §2.4 "History dialog"). The dialog reads it fresh
   * on each opening (`refetchOnMount: 'always'`, `gcTime: 0`) and offers its own retry.
   */
  history: (customerId: number, clientId: number) =>
    queryOptions({
      queryKey: queryKeys.history(customerId, clientId),
      queryFn: ({ signal }): Promise<HistoryEntry[]> =>
        listHistory(customerId, clientId, { signal }),
      staleTime: STALE_TIME.attendance,
      retry: false,
      retryOnMount: false,
    }),
  /** User_Att_Messages_List of one past service, as the history dialog shows it (server order). */
  historyMessages: (customerId: number, attendanceId: number) =>
    queryOptions({
      queryKey: queryKeys.historyMessages(customerId, attendanceId),
      queryFn: ({ signal }): Promise<Message[]> =>
        listMessages(customerId, attendanceId, { signal }),
      staleTime: STALE_TIME.attendance,
      retry: false,
      retryOnMount: false,
    }),
};
