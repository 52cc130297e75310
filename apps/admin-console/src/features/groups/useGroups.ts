import { FIELD_LIMITS, type AttendanceGroup } from '@atende/contract';
import { useSession } from '@atende/api-client';
import { catalogQueries, fetchFresh, saveMutations } from '@atende/api-client/query';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

/** The group form's values. */
export interface GroupFormValues {
  name: string;
  channelId: number;
  enable: boolean;
}

/** Longest group name (the contract's `attendence_Group_Name`). */
export const GROUP_NAME_MAX = FIELD_LIMITS.GroupSaveQuery.attendence_Group_Name.maxLength;

/**
 * The customer's groups (seed 001 §7 "GET User_Att_Group_List?Customer_Id"), under the catalogue key
 * the agent desk reads too, so a save here refreshes its lists. There is no single-group call: the
 * edit form finds its group in this list.
 */
export function useGroups() {
  const customerId = useSession((state) => state.currentCustomerId);
  return useQuery({ ...catalogQueries.groups(customerId ?? 0), enabled: customerId !== null });
}

/** Reads the whole group list through the page's query client (fresh), for the list page's `load`. */
export function useLoadGroups(): (customerId: number) => Promise<AttendanceGroup[]> {
  const client = useQueryClient();
  return useCallback(
    (customerId: number) => fetchFresh(client, catalogQueries.groups(customerId)),
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
  const { mutateAsync } = useMutation(saveMutations.group(client));
  return useCallback(
    (values: GroupFormValues): Promise<AttendanceGroup> => {
      if (customerId === null) return Promise.reject(new Error('No current customer.'));
      // Seed 001 §7: POST User_Att_Group_Update?customer_Id&attendence_Group_Id&attendence_Group_Name&attendence_Channel_Id&enable.
      return mutateAsync({
        customerId,
        groupId,
        name: values.name.trim(),
        channelId: values.channelId,
        enable: values.enable,
      });
    },
    [customerId, groupId, mutateAsync],
  );
}
