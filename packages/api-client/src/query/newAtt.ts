import { useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback } from 'react';
import { NewAttFlag, type Attendance } from '@atende/contract';
import type { NewAttEvent } from '@atende/api-client';
import { useSession } from '@atende/api-client';
import { queryKeys } from './keys';
import { addWaitingRows } from './waitingRows';

/** A message on an item (from the client or the agent). */
const isMessageFlag = (flag: number) =>
  flag === NewAttFlag.ClientMessage || flag === NewAttFlag.AgentMessage;

/**
 * The lists a `NewAtt` event touches: every flag changes the queues (waiting and my services); a
 * message on an item (client or agent) also makes the customer's conversations stale (the open one
 * merges the messages the event carries, so they are marked stale without a refetch).
 */
export function newAttTouches(
  customerId: number,
  event: Pick<NewAttEvent, 'flag'>,
): { refetch: QueryKey[]; stale: QueryKey[] } {
  const messageFlag = isMessageFlag(event.flag);
  return {
    refetch: [queryKeys.queues(customerId)],
    stale: messageFlag ? [queryKeys.conversations(customerId)] : [],
  };
}

/** The `NewAtt` events of one burst, applied once (`applyNewAttBurst`). */
export interface NewAttBurst {
  /**
   * An event whose `newAttTouches` covers every list the burst's other events touched (a message's,
   * when one came); null when every event was a new waiting client whose row it carried.
   */
  touches: Pick<NewAttEvent, 'flag'> | null;
  /** The new waiting rows the burst's events carried: added to the waiting list, not reloaded. */
  items: Attendance[];
  /** A new waiting client came in the burst (auto-response must hear of it). */
  newWaiting: boolean;
}

/** What `joinNewAttBurst` reads of an event (`item` only matters with the Waiting flag). */
export type BurstEvent = Pick<NewAttEvent, 'flag'> & { item?: Attendance | null };

/**
 * Adds an event to a burst. A new waiting client whose row the event carries joins `items`; for the
 * others, a message's touches are a superset of the rest (`newAttTouches`), so a burst keeps a
 * message's. A new waiting client anywhere in it is kept, whatever comes after.
 */
export function joinNewAttBurst(burst: NewAttBurst | null, event: BurstEvent): NewAttBurst {
  const newWaiting = (burst?.newWaiting ?? false) || event.flag === NewAttFlag.Waiting;
  const items = burst?.items ?? [];
  if (event.flag === NewAttFlag.Waiting && event.item)
    return { touches: burst?.touches ?? null, items: [...items, event.item], newWaiting };
  const before = burst?.touches ?? null;
  const keep = before !== null && isMessageFlag(before.flag) && !isMessageFlag(event.flag);
  return { touches: { flag: keep ? before.flag : event.flag }, items, newWaiting };
}

/** Invalidates what `event` touches; resolves when the observed lists are loaded again. */
export async function invalidateForNewAtt(
  client: QueryClient,
  customerId: number,
  event: Pick<NewAttEvent, 'flag'>,
): Promise<void> {
  const { refetch, stale } = newAttTouches(customerId, event);
  await Promise.all([
    ...stale.map((queryKey) => client.invalidateQueries({ queryKey, refetchType: 'none' })),
    ...refetch.map((queryKey) => client.invalidateQueries({ queryKey })),
  ]);
}

/**
 * Applies a burst. When every event was a new waiting client with its row, the rows are added to
 * the cached waiting list (`addWaitingRows`) and nothing is reloaded, unless the cache cannot take
 * them; otherwise what the events touched is reloaded (the queues' answer has the new rows too).
 * Resolves when the observed lists are loaded again.
 */
export async function applyNewAttBurst(
  client: QueryClient,
  customerId: number,
  burst: NewAttBurst,
): Promise<void> {
  if (burst.touches === null && addWaitingRows(client, customerId, burst.items)) return;
  await invalidateForNewAtt(client, customerId, burst.touches ?? { flag: NewAttFlag.Waiting });
}

/** `applyNewAttBurst` for the current customer of the session (nothing without one). */
export function useNewAttBurst(): (burst: NewAttBurst) => Promise<void> {
  const client = useQueryClient();
  const customerId = useSession((state) => state.currentCustomerId);
  return useCallback(
    (burst) =>
      customerId === null ? Promise.resolve() : applyNewAttBurst(client, customerId, burst),
    [client, customerId],
  );
}
