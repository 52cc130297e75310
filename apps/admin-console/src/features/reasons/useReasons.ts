import { useSession } from '@atende/api-client';
import type { Reason, SubReason } from '@atende/contract';
import { queryKeys } from '@atende/api-client/query';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { auditKey } from '../audit/useAuditTrail';
import { listReasons, listSubReasons, saveReason, saveSubReason } from './api';

/** Longest reason and sub-reason description (the contract's `Reason_Description_Var`). */
export const DESCRIPTION_MAX = 200;

/** Thrown, before anything is sent, for a sub-reason of an unsaved reason (seed 001 §5). */
export class NoParentReasonError extends Error {
  constructor() {
    super('The parent reason id is 0.');
    this.name = 'NoParentReasonError';
  }
}

/**
 * The customer's reasons (seed 001 §7 "GET Reason_Att?Customer_Id"), under the catalogue key the agent
 * desk's close form reads too, so a save here refreshes its lists. There is no single-reason call: the
 * edit form finds its reason in this list.
 */
export function useReasons() {
  const customerId = useSession((state) => state.currentCustomerId);
  return useQuery({
    queryKey: queryKeys.catalog(customerId ?? 0, 'reasons'),
    queryFn: ({ signal }) => listReasons(customerId ?? 0, { signal }),
    enabled: customerId !== null,
    staleTime: 0,
  });
}

/** The sub-reasons of one reason (seed 001 §7 "GET SubReason_Att?Customer_Id", filtered by `reason_id`). */
export function useSubReasons(reasonId: number) {
  const customerId = useSession((state) => state.currentCustomerId);
  return useQuery({
    queryKey: queryKeys.catalog(customerId ?? 0, 'subReasons'),
    queryFn: ({ signal }) => listSubReasons(customerId ?? 0, { signal }),
    enabled: customerId !== null,
    staleTime: 0,
    select: useCallback(
      (all: SubReason[]) => all.filter((s) => s.reason_id === reasonId),
      [reasonId],
    ),
  });
}

/**
 * Saves a reason of the current customer (`reasonId` 0 creates), then refreshes the reason lists (the
 * console's and the agent desk's) and the reason's history.
 */
export function useSaveReason(reasonId: number) {
  const client = useQueryClient();
  const customerId = useSession((state) => state.currentCustomerId);
  return useCallback(
    async (description: string): Promise<Reason> => {
      if (customerId === null) throw new Error('No current customer.');
      const saved = await saveReason({ customerId, reasonId, description: description.trim() });
      void client.invalidateQueries({ queryKey: queryKeys.catalog(customerId, 'reasons') });
      const savedId = saved?.reason_id ?? reasonId;
      if (savedId > 0)
        void client.invalidateQueries({ queryKey: auditKey(customerId, 'reason', savedId) });
      return saved;
    },
    [client, customerId, reasonId],
  );
}

/** What the inline sub-reason form saves. */
interface SubReasonFormValues {
  /** 0 creates (seed 001 §4 "Closing resets the sub-reason id to 0"). */
  subReasonId: number;
  description: string;
}

/**
 * Saves a sub-reason under `reasonId`. A reason id of 0 (a new, unsaved reason) rejects with
 * `NoParentReasonError` and sends nothing (seed 001 §5). After a save the sub-reasons are reloaded
 * (seed 001 §4), the agent desk's list with them.
 */
export function useSaveSubReason(reasonId: number) {
  const client = useQueryClient();
  const customerId = useSession((state) => state.currentCustomerId);
  return useCallback(
    async (values: SubReasonFormValues): Promise<SubReason> => {
      if (customerId === null) throw new Error('No current customer.');
      if (reasonId === 0) throw new NoParentReasonError();
      const saved = await saveSubReason({
        customerId,
        subReasonId: values.subReasonId,
        reasonId,
        description: values.description.trim(),
      });
      await client.invalidateQueries({ queryKey: queryKeys.catalog(customerId, 'subReasons') });
      return saved;
    },
    [client, customerId, reasonId],
  );
}
