import { listCampaigns, listFlows, useSession } from '@atende/api-client';
import type { Campaign } from '@atende/contract';
import { queryKeys } from '@atende/api-client/query';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { auditKey } from '../audit/useAuditTrail';
import { saveCampaign } from './api';
import { campaignSaveBody, type CampaignFormValues } from './campaignRules';

/**
 * The customer's campaigns (GET Campaign_List?Customer_Id) under the catalogue key the agent desk's
 * closing dialog reads too. There is no single-campaign call: the edit form finds its campaign here.
 */
export function useCampaigns() {
  const customerId = useSession((state) => state.currentCustomerId);
  return useQuery({
    queryKey: queryKeys.catalog(customerId ?? 0, 'campaigns'),
    queryFn: ({ signal }) => listCampaigns(customerId ?? 0, { signal }),
    enabled: customerId !== null,
    staleTime: 0,
  });
}

/** Reads the whole campaign list through the page's query client (fresh), for the list page's `load`. */
export function useLoadCampaigns(): (customerId: number) => Promise<Campaign[]> {
  const client = useQueryClient();
  return useCallback(
    (customerId: number) =>
      client.fetchQuery({
        queryKey: queryKeys.catalog(customerId, 'campaigns'),
        queryFn: ({ signal }) => listCampaigns(customerId, { signal }),
        staleTime: 0,
      }),
    [client],
  );
}

/** The customer's active flows for the campaign's flow select (GET List_Flow, seed 001 §7). */
export function useFlows() {
  const customerId = useSession((state) => state.currentCustomerId);
  return useQuery({
    queryKey: queryKeys.catalog(customerId ?? 0, 'flows'),
    queryFn: ({ signal }) => listFlows(customerId ?? 0, { signal }),
    enabled: customerId !== null,
    staleTime: 60_000,
  });
}

/**
 * Saves a campaign of the current customer (`campaignId` 0 creates) with POST Campaign_Update, then
 * reloads the campaigns (the list here and the agent desk's) and the campaign's history.
 */
export function useSaveCampaign(campaignId: number, existing?: Campaign) {
  const client = useQueryClient();
  const customerId = useSession((state) => state.currentCustomerId);
  return useCallback(
    async (values: CampaignFormValues): Promise<Campaign> => {
      if (customerId === null) throw new Error('No current customer.');
      const saved = await saveCampaign(campaignSaveBody(customerId, campaignId, values, existing));
      void client.invalidateQueries({ queryKey: queryKeys.catalog(customerId, 'campaigns') });
      const savedId = saved?.campaign_Id ?? campaignId;
      if (savedId > 0)
        void client.invalidateQueries({ queryKey: auditKey(customerId, 'campaign', savedId) });
      return saved;
    },
    [client, customerId, campaignId, existing],
  );
}
