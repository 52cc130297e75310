import { type AttendanceGroup } from '@atende/contract';
import { catalogQueries } from '@atende/api-client/query';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { transferTargets } from './transferRules';

/** Loading, loaded (the offered groups), or failed (with the error, for its text). */
export type TransferGroupsState =
  | { status: 'loading' }
  | { status: 'ready'; groups: AttendanceGroup[] }
  | { status: 'error'; error: unknown };

/**
 * Loads the customer's groups (GET User_Att_Group_List, seed 000 §7) when mounted (the transfer
 * dialog mounts its body on open) through the page's query client; `retry` loads again after a failure.
 */
export function useTransferGroups(customerId: number): {
  state: TransferGroupsState;
  retry: () => void;
} {
  const query = useQuery({
    ...catalogQueries.groups(customerId),
    select: transferTargets,
    // Loaded on each opening; the dialog shows a failure with its own retry button at once.
    refetchOnMount: 'always',
    gcTime: 0,
    retry: false,
    retryOnMount: false,
  });
  const { refetch } = query;
  const retry = useCallback(() => void refetch(), [refetch]);

  let state: TransferGroupsState = { status: 'loading' };
  if (query.status === 'error' && !query.isFetching)
    state = { status: 'error', error: query.error };
  else if (query.status === 'success') state = { status: 'ready', groups: query.data };
  return { state, retry };
}
