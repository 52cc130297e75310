import { type CompletionCode, type Reason, type SubReason } from '@atende/contract';
import { catalogQueries } from '@atende/api-client/query';
import { useQueries } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
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
 * The dialog's catalogue queries: loaded on each opening (whatever the lists' staleTime) and dropped
 * when it closes, no automatic retry (it has a retry button).
 */
const DIALOG_QUERY = {
  refetchOnMount: 'always',
  retry: false,
  retryOnMount: false,
  gcTime: 0,
} as const;

/**
 * Loads reasons, sub-reasons, completion codes and campaigns of the customer when mounted (the close
 * dialog mounts its form on open) through the page's query client; `retry` loads the failed ones again.
 */
export function useCloseOptions(customerId: number): {
  state: CloseOptionsState;
  retry: () => void;
} {
  const [reasons, subReasons, completionCodes, campaigns] = useQueries({
    queries: [
      { ...catalogQueries.reasons(customerId), ...DIALOG_QUERY },
      { ...catalogQueries.subReasons(customerId), ...DIALOG_QUERY },
      { ...catalogQueries.completionCodes(customerId), ...DIALOG_QUERY },
      { ...catalogQueries.campaigns(customerId), ...DIALOG_QUERY },
    ] as const,
  });
  const all = [reasons, subReasons, completionCodes, campaigns];
  const failed = all.find((query) => query.status === 'error' && !query.isFetching);
  const ready =
    reasons.isSuccess && subReasons.isSuccess && completionCodes.isSuccess && campaigns.isSuccess;

  const campaignData = campaigns.data;
  // Active campaigns at load time (seed 000 §4).
  const offered = useMemo(
    () => (campaignData ? campaignOptions(campaignData, new Date()) : []),
    [campaignData],
  );

  let state: CloseOptionsState = { status: 'loading' };
  if (failed) state = { status: 'error', error: failed.error };
  else if (ready)
    state = {
      status: 'ready',
      options: {
        reasons: reasons.data,
        subReasons: subReasons.data,
        completionCodes: completionCodes.data,
        campaigns: offered,
      },
    };

  const r1 = reasons.refetch;
  const r2 = subReasons.refetch;
  const r3 = completionCodes.refetch;
  const r4 = campaigns.refetch;
  const retry = useCallback(() => {
    for (const refetch of [r1, r2, r3, r4]) void refetch();
  }, [r1, r2, r3, r4]);

  return { state, retry };
}
