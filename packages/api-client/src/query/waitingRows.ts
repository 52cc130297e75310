import type { Attendance } from '@atende/contract';
import type { QueryClient } from '@tanstack/react-query';
import type { AttendanceQueues } from './attendanceQueries';
import { queryKeys } from './keys';

/** The waiting list's order, as `User_Att_Waitting` answers it: queue entry time, then id. */
function byQueueEntry(a: Attendance, b: Attendance): number {
  const at = Date.parse(a.start_Queue);
  const bt = Date.parse(b.start_Queue);
  return at !== bt ? at - bt : a.attendence_Id - b.attendence_Id;
}

/**
 * The queues with `items` added to the waiting list in the server's order; an item already in one
 * of the two lists is left as it is (the lists are the newer word on it).
 */
export function withWaitingRows(
  queues: AttendanceQueues,
  items: readonly Attendance[],
): AttendanceQueues {
  const known = new Set([...queues.waiting, ...queues.active].map((row) => row.attendence_Id));
  const added = items.filter((item) => {
    if (known.has(item.attendence_Id)) return false;
    known.add(item.attendence_Id);
    return true;
  });
  if (added.length === 0) return queues;
  return { ...queues, waiting: [...queues.waiting, ...added].sort(byQueueEntry) };
}

/**
 * Adds the new waiting items a burst of `NewAtt` events carried to the customer's cached queues
 * (issue 21: no reload of both lists per new client). Returns false, changing nothing, when the
 * cache cannot take them safely: the queues are not loaded, a load is in flight (its answer would
 * replace them) or they were marked out of date; the caller reloads them instead.
 */
export function addWaitingRows(
  client: QueryClient,
  customerId: number,
  items: readonly Attendance[],
): boolean {
  const queryKey = queryKeys.queues(customerId);
  const state = client.getQueryState<AttendanceQueues>(queryKey);
  if (!state?.data || state.fetchStatus !== 'idle' || state.isInvalidated) return false;
  client.setQueryData<AttendanceQueues>(queryKey, (queues) =>
    queues ? withWaitingRows(queues, items) : queues,
  );
  return true;
}
