import { listGroups, type AttendanceGroup } from '@atende/api-client';
import { useCallback, useEffect, useState } from 'react';
import { transferTargets } from './transferRules';

/** Loading, loaded (the offered groups), or failed (with the error, for its text). */
export type TransferGroupsState =
  | { status: 'loading' }
  | { status: 'ready'; groups: AttendanceGroup[] }
  | { status: 'error'; error: unknown };

/**
 * Loads the customer's groups (GET User_Att_Group_List, seed 000 §7) when mounted (the transfer
 * dialog mounts its body on open); `retry` loads again after a failure.
 */
export function useTransferGroups(customerId: number): {
  state: TransferGroupsState;
  retry: () => void;
} {
  const [state, setState] = useState<TransferGroupsState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    listGroups(customerId, { signal: controller.signal }).then(
      (groups) => {
        if (!controller.signal.aborted)
          setState({ status: 'ready', groups: transferTargets(groups) });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'error', error });
      },
    );
    return () => controller.abort();
  }, [customerId, attempt]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((value) => value + 1);
  }, []);

  return { state, retry };
}
