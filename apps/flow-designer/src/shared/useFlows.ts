import { useSession } from '@atende/api-client';
import { adminQueries, fetchFresh, flowQueries } from '@atende/api-client/query';
import type { Flow } from '@atende/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

/**
 * The flow list query of a customer: GET List_Flow?Active_Flow=true&Customer_Id, reversed (seed 001
 * §7 "The result is reversed; failure logs the user out": `meta.logoutOnError`, applied by the page's
 * query client).
 */
function flowListQuery(customerId: number) {
  return { ...flowQueries.list(customerId), meta: { logoutOnError: true } };
}

/** The current customer's active flows (the search box reads them). */
export function useFlows() {
  const customerId = useSession((state) => state.currentCustomerId);
  return useQuery({ ...flowListQuery(customerId ?? 0), enabled: customerId !== null });
}

/** Reads the flow list fresh through the page's query client, for the list page's `loadAll`. */
export function useLoadFlows(): (customerId: number) => Promise<Flow[]> {
  const client = useQueryClient();
  return useCallback(
    (customerId: number) => fetchFresh(client, flowListQuery(customerId)),
    [client],
  );
}

/** The current customer's channels (seed 001 §7 "GET List_Channel?Customer_Id"). */
export function useChannels() {
  const customerId = useSession((state) => state.currentCustomerId);
  return useQuery({ ...adminQueries.channels(customerId ?? 0), enabled: customerId !== null });
}
