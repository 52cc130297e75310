import { FIELD_LIMITS, type Reason, type SubReason } from '@atende/contract';
import { useSession } from '@atende/api-client';
import { catalogQueries, saveMutations } from '@atende/api-client/query';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

/** Longest reason and sub-reason description (the contract's `Reason_Description_Var`). */
export const DESCRIPTION_MAX = FIELD_LIMITS.ReasonSaveQuery.Reason_Description_Var.maxLength;

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
  return useQuery({ ...catalogQueries.reasons(customerId ?? 0), enabled: customerId !== null });
}

/** The sub-reasons of one reason (seed 001 §7 "GET SubReason_Att?Customer_Id", filtered by `reason_id`). */
export function useSubReasons(reasonId: number) {
  const customerId = useSession((state) => state.currentCustomerId);
  return useQuery({
    ...catalogQueries.subReasons(customerId ?? 0),
    enabled: customerId !== null,
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
  const { mutateAsync } = useMutation(saveMutations.reason(client));
  return useCallback(
    (description: string): Promise<Reason> => {
      if (customerId === null) return Promise.reject(new Error('No current customer.'));
      return mutateAsync({ customerId, reasonId, description: description.trim() });
    },
    [customerId, mutateAsync, reasonId],
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
  const { mutateAsync } = useMutation(saveMutations.subReason(client));
  return useCallback(
    (values: SubReasonFormValues): Promise<SubReason> => {
      if (customerId === null) return Promise.reject(new Error('No current customer.'));
      if (reasonId === 0) return Promise.reject(new NoParentReasonError());
      return mutateAsync({
        customerId,
        subReasonId: values.subReasonId,
        reasonId,
        description: values.description.trim(),
      });
    },
    [customerId, mutateAsync, reasonId],
  );
}
