import { useSession } from '@atende/api-client';
import { adminQueries } from '@atende/api-client/query';
import { useQuery } from '@tanstack/react-query';

/**
 * The current customer's channels (seed 001 §7 "GET List_Channel?Customer_Id"), for the channel
 * selects and names of every console screen: one query (its staleTime is the reference data's).
 */
export function useChannels() {
  const customerId = useSession((state) => state.currentCustomerId);
  return useQuery({ ...adminQueries.channels(customerId ?? 0), enabled: customerId !== null });
}
