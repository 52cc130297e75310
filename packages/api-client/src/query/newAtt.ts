import { useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback } from 'react';
import { NewAttFlag } from '@atende/contract';
import type { NewAttEvent } from '@atende/api-client';
import { useSession } from '@atende/api-client';
import { queryKeys } from './keys';

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

/** The `NewAtt` events of one burst, reloaded once: what they touch, and whether one was a new client. */
export interface NewAttBurst {
  /** An event whose `newAttTouches` covers every list the burst touched (a message's, when one came). */
  touches: Pick<NewAttEvent, 'flag'>;
  /** A new waiting client came in the burst (auto-response must hear of it). */
  newWaiting: boolean;
}

/**
 * Adds an event to a burst. A message's touches are a superset of the others' (`newAttTouches`), so a
 * burst keeps a message's; a new waiting client anywhere in it is kept, whatever comes after.
 */
export function joinNewAttBurst(
  burst: NewAttBurst | null,
  event: Pick<NewAttEvent, 'flag'>,
): NewAttBurst {
  const keep = burst !== null && isMessageFlag(burst.touches.flag) && !isMessageFlag(event.flag);
  return {
    touches: { flag: keep ? burst.touches.flag : event.flag },
    newWaiting: (burst?.newWaiting ?? false) || event.flag === NewAttFlag.Waiting,
  };
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
 * A `NewAtt` handler for the page's hub client (`createHubClient({ onNewAtt })`): invalidates the
 * lists of the current customer the event touches. Screens with their own reactions call it from
 * theirs.
 */
export function useNewAttInvalidation(): (event: Pick<NewAttEvent, 'flag'>) => Promise<void> {
  const client = useQueryClient();
  const customerId = useSession((state) => state.currentCustomerId);
  return useCallback(
    (event) =>
      customerId === null ? Promise.resolve() : invalidateForNewAtt(client, customerId, event),
    [client, customerId],
  );
}
