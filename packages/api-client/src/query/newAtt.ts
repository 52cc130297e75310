import { useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback } from 'react';
import { NewAttFlag } from '@atende/contract';
import type { NewAttEvent } from '@atende/api-client';
import { useSession } from '@atende/api-client';
import { queryKeys } from './keys';

/**
 * The lists a `NewAtt` event touches: every flag changes the queues (waiting and my services); a
 * message on an item (client or agent) also makes the customer's conversations stale (the open one
 * merges the messages the event carries, so they are marked stale without a refetch).
 */
export function newAttTouches(
  customerId: number,
  event: Pick<NewAttEvent, 'flag'>,
): { refetch: QueryKey[]; stale: QueryKey[] } {
  const messageFlag =
    event.flag === NewAttFlag.ClientMessage || event.flag === NewAttFlag.AgentMessage;
  return {
    refetch: [queryKeys.queues(customerId)],
    stale: messageFlag ? [queryKeys.conversations(customerId)] : [],
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
