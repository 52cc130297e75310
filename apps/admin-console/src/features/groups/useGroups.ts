import { listGroups, useSession } from '@atende/api-client';
import type { AttendanceGroup } from '@atende/contract';
import { queryKeys } from '@atende/api-client/query';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { auditKey } from '../audit/useAuditTrail';
import { saveGroup } from './api';

/** The group form's values. */
export interface GroupFormValues {
  name: string;
  channelId: number;
  enable: boolean;
}

/** Longest group name (the contract's `attendence_Group_Name`). */
export const GROUP_NAME_MAX = 100;

/**
 * The customer's groups (seed 001 §7 "GET User_Att_Group_List?Customer_Id"), under the catalogue key
 * the agent desk reads too, so a save here refreshes its lists. There is no single-group call: the
 * edit form finds its group in this list.
 */
export function useGroups() {
  const customerId = useSession((state) => state.currentCustomerId);
  return useQuery({
    queryKey: queryKeys.catalog(customerId ?? 0, 'groups'),
    queryFn: ({ signal }) => listGroups(customerId ?? 0, { signal }),
    enabled: customerId !== null,
    staleTime: 0,
  });
}

/** Reads the whole group list through the page's query client (fresh), for the list page's `load`. */
export function useLoadGroups(): (customerId: number) => Promise<AttendanceGroup[]> {
  const client = useQueryClient();
  return useCallback(
    (customerId: number) =>
      client.fetchQuery({
        queryKey: queryKeys.catalog(customerId, 'groups'),
        queryFn: ({ signal }) => listGroups(customerId, { signal }),
        staleTime: 0,
      }),
    [client],
  );
}

/**
 * Saves a group of the current customer (`groupId` 0 creates) and then reloads the groups (seed 001
 * §8 "Group save success: NovoCadastro.snackTextSuccess, groups reloaded") and the group's history.
 */
export function useSaveGroup(groupId: number) {
  const client = useQueryClient();
  const customerId = useSession((state) => state.currentCustomerId);
  return useCallback(
    async (values: GroupFormValues): Promise<AttendanceGroup> => {
      if (customerId === null) throw new Error('No current customer.');
      // Seed 001 §7: POST User_Att_Group_Update?customer_Id&attendence_Group_Id&attendence_Group_Name&attendence_Channel_Id&enable.
      const saved = await saveGroup({
        customerId,
        groupId,
        name: values.name.trim(),
        channelId: values.channelId,
        enable: values.enable,
      });
      void client.invalidateQueries({ queryKey: queryKeys.catalog(customerId, 'groups') });
      const savedId = saved?.attendence_Group_Id ?? groupId;
      if (savedId > 0)
        void client.invalidateQueries({ queryKey: auditKey(customerId, 'group', savedId) });
      return saved;
    },
    [client, customerId, groupId],
  );
}
