import { useSession } from '@atende/api-client';
import type { AttFile } from '@atende/contract';
import { queryKeys } from '@atende/api-client/query';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { auditKey } from '../audit/useAuditTrail';
import { listManagedFiles, saveAttFile } from './api';

/** The file form's values; `reference` is the address the file service answered. */
export interface FileFormValues {
  name: string;
  reference: string;
  enable: boolean;
  groupIds: number[];
}

/** Longest file name (the contract's `file_Name`). */
export const FILE_NAME_MAX = 200;

const filesQuery = (customerId: number) => ({
  queryKey: queryKeys.admin(customerId, 'files'),
  queryFn: ({ signal }: { signal: AbortSignal }) => listManagedFiles(customerId, { signal }),
  staleTime: 0,
});

/**
 * Every stored file of the current customer, disabled ones too, with their groups (`GET
 * Att_File_List_All`, docs/adr/0017: `Att_File_List` is the agent's). There is no single-file call:
 * the edit form finds its file in this list.
 */
export function useFiles() {
  const customerId = useSession((state) => state.currentCustomerId);
  return useQuery({ ...filesQuery(customerId ?? 0), enabled: customerId !== null });
}

/** Reads the whole file list through the page's query client (fresh), for the list page's `load`. */
export function useLoadFiles(): (customerId: number) => Promise<AttFile[]> {
  const client = useQueryClient();
  return useCallback((customerId: number) => client.fetchQuery(filesQuery(customerId)), [client]);
}

/**
 * Saves a file's metadata for the current customer (`fileId` 0 creates) with `POST Att_File_Update`
 * (the bytes were uploaded before: `reference` is their address), then reloads the console's list,
 * the agent desk's attachment picker list and the file's history.
 */
export function useSaveFile(fileId: number) {
  const client = useQueryClient();
  const customerId = useSession((state) => state.currentCustomerId);
  return useCallback(
    async (values: FileFormValues): Promise<AttFile> => {
      if (customerId === null) throw new Error('No current customer.');
      const saved = await saveAttFile(customerId, {
        file_Id: fileId,
        file_Name: values.name.trim(),
        file_Reference: values.reference,
        enable: values.enable,
        att_Group: values.groupIds ?? [],
      });
      void client.invalidateQueries({ queryKey: queryKeys.admin(customerId, 'files') });
      void client.invalidateQueries({ queryKey: queryKeys.catalog(customerId, 'files') });
      const savedId = saved?.file_Id ?? fileId;
      if (savedId > 0)
        void client.invalidateQueries({ queryKey: auditKey(customerId, 'file', savedId) });
      return saved;
    },
    [client, customerId, fileId],
  );
}
