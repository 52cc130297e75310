import { FIELD_LIMITS, type AttFile } from '@atende/contract';
import { useSession } from '@atende/api-client';
import { adminQueries, fetchFresh, saveMutations } from '@atende/api-client/query';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

/** The file form's values; `reference` is the address the file service answered. */
export interface FileFormValues {
  name: string;
  reference: string;
  enable: boolean;
  groupIds: number[];
}

/** Longest file name (the contract's `file_Name`). */
export const FILE_NAME_MAX = FIELD_LIMITS.AttFileSaveBody.file_Name.maxLength;

/**
 * Every stored file of the current customer, disabled ones too, with their groups (`GET
 * Att_File_List_All`, docs/adr/0017: `Att_File_List` is the agent's). There is no single-file call:
 * the edit form finds its file in this list.
 */
export function useFiles() {
  const customerId = useSession((state) => state.currentCustomerId);
  return useQuery({ ...adminQueries.files(customerId ?? 0), enabled: customerId !== null });
}

/** Reads the whole file list through the page's query client (fresh), for the list page's `load`. */
export function useLoadFiles(): (customerId: number) => Promise<AttFile[]> {
  const client = useQueryClient();
  return useCallback(
    (customerId: number) => fetchFresh(client, adminQueries.files(customerId)),
    [client],
  );
}

/**
 * Saves a file's metadata for the current customer (`fileId` 0 creates) with `POST Att_File_Update`
 * (the bytes were uploaded before: `reference` is their address), then reloads the console's list,
 * the agent desk's attachment picker list and the file's history.
 */
export function useSaveFile(fileId: number) {
  const client = useQueryClient();
  const customerId = useSession((state) => state.currentCustomerId);
  const { mutateAsync } = useMutation(saveMutations.file(client));
  return useCallback(
    (values: FileFormValues): Promise<AttFile> => {
      if (customerId === null) return Promise.reject(new Error('No current customer.'));
      return mutateAsync({
        customerId,
        body: {
          file_Id: fileId,
          file_Name: values.name.trim(),
          file_Reference: values.reference,
          enable: values.enable,
          att_Group: values.groupIds ?? [],
        },
      });
    },
    [customerId, fileId, mutateAsync],
  );
}
