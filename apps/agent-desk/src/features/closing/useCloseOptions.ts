import {
  listCampaigns,
  listCompletionCodes,
  listReasons,
  listSubReasons,
  type CompletionCode,
  type Reason,
  type SubReason,
} from '@atende/api-client';
import { useCallback, useEffect, useState } from 'react';
import { campaignOptions, type CampaignOption } from './closeRules';

/** The lists the close dialog offers (seed 000 §2.4, §7). */
export interface CloseOptions {
  reasons: Reason[];
  subReasons: SubReason[];
  completionCodes: CompletionCode[];
  /** Active campaigns at load time, or only the placeholder (seed 000 §4). */
  campaigns: CampaignOption[];
}

/** Loading, loaded, or failed (with the error, for its text). */
export type CloseOptionsState =
  | { status: 'loading' }
  | { status: 'ready'; options: CloseOptions }
  | { status: 'error'; error: unknown };

/**
 * Loads reasons, sub-reasons, completion codes and campaigns of the customer when mounted (the close
 * dialog mounts its form on open); `retry` loads again after a failure.
 */
export function useCloseOptions(customerId: number): {
  state: CloseOptionsState;
  retry: () => void;
} {
  const [state, setState] = useState<CloseOptionsState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    const options = { signal: controller.signal };
    Promise.all([
      listReasons(customerId, options),
      listSubReasons(customerId, options),
      listCompletionCodes(customerId, options),
      listCampaigns(customerId, options),
    ]).then(
      ([reasons, subReasons, completionCodes, campaigns]) => {
        if (controller.signal.aborted) return;
        setState({
          status: 'ready',
          options: {
            reasons,
            subReasons,
            completionCodes,
            campaigns: campaignOptions(campaigns, new Date()),
          },
        });
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
