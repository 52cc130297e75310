import { listChannels, useSession } from '@atende/api-client';
import { queryKeys } from '@atende/api-client/query';
import { useQuery } from '@tanstack/react-query';

/**
 * The current customer's channels (seed 001 §7 "GET List_Channel?Customer_Id"), for the channel
 * selects and names of every console screen: one query, cached for a minute.
 */
export function useChannels() {
  const customerId = useSession((state) => state.currentCustomerId);
  return useQuery({
    queryKey: queryKeys.admin(customerId ?? 0, 'channels'),
    queryFn: ({ signal }) => listChannels(customerId ?? 0, { signal }),
    enabled: customerId !== null,
    staleTime: 60_000,
  });
}
