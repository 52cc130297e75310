import { useSession } from '@atende/api-client';
import { customerKey } from '@atende/api-client/query';
import { useQuery } from '@tanstack/react-query';
import { listChannels } from './api';

/** The query key of the customer's channels (`List_Channel`). */
export const channelsKey = (customerId: number) => customerKey(customerId, 'channels');

/** The current customer's channels (seed 001 §7 "GET List_Channel?Customer_Id"), for selects and names. */
export function useChannels() {
  const customerId = useSession((state) => state.currentCustomerId);
  return useQuery({
    queryKey: channelsKey(customerId ?? 0),
    queryFn: ({ signal }) => listChannels(customerId ?? 0, { signal }),
    enabled: customerId !== null,
    staleTime: 60_000,
  });
}
