import { type Campaign } from '@atende/contract';
import { useSession } from '@atende/api-client';
import { catalogQueries, fetchFresh, saveMutations } from '@atende/api-client/query';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { campaignSaveBody, type CampaignFormValues } from './campaignRules';

/**
 * The customer's campaigns (GET Campaign_List?Customer_Id) under the catalogue key the agent desk's
 * closing dialog reads too. There is no single-campaign call: the edit form finds its campaign here.
 */
export function useCampaigns() {
  const customerId = useSession((state) => state.currentCustomerId);
  return useQuery({ ...catalogQueries.campaigns(customerId ?? 0), enabled: customerId !== null });
}

/** Reads the whole campaign list through the page's query client (fresh), for the list page's `load`. */
export function useLoadCampaigns(): (customerId: number) => Promise<Campaign[]> {
  const client = useQueryClient();
  return useCallback(
    (customerId: number) => fetchFresh(client, catalogQueries.campaigns(customerId)),
    [client],
  );
}

/** The customer's active flows for the campaign's flow select (GET List_Flow, seed 001 §7). */
export function useFlows() {
  const customerId = useSession((state) => state.currentCustomerId);
  return useQuery({ ...catalogQueries.flows(customerId ?? 0), enabled: customerId !== null });
}

/**
 * Saves a campaign of the current customer (`campaignId` 0 creates) with POST Campaign_Update, then
 * reloads the campaigns (the list here and the agent desk's) and the campaign's history.
 */
export function useSaveCampaign(campaignId: number, existing?: Campaign) {
  const client = useQueryClient();
  const customerId = useSession((state) => state.currentCustomerId);
  const { mutateAsync } = useMutation(saveMutations.campaign(client));
  return useCallback(
    (values: CampaignFormValues): Promise<Campaign> => {
      if (customerId === null) return Promise.reject(new Error('No current customer.'));
      return mutateAsync(campaignSaveBody(customerId, campaignId, values, existing));
    },
    [customerId, campaignId, existing, mutateAsync],
  );
}
