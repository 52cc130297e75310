/**
 * What each remote's landing screen reads first (issue 22 "the route registry (or the remote's
 * manifest) declares what a route's first screen reads"; ADR 0029). With a stored session the shell
 * starts these calls beside the remote's code; the screen's own identical calls take their answers.
 */
import type { RemoteName } from '@atende/contract';
import { keepEarlyAnswers } from '../http/earlyAnswers';
import { listActiveAttendances, listWaitingAttendances } from './attendance';

const FIRST_SCREEN: Partial<
  Record<RemoteName, (customerId: number) => ReadonlyArray<Promise<unknown>>>
> = {
  // The agent desk opens on its two queues (seed 000 §3: waiting and my services).
  agentDesk: (customerId) => [
    listWaitingAttendances(customerId),
    listActiveAttendances(customerId),
  ],
};

/**
 * Starts the first reads of `remote`'s landing screen for `customerId` (nothing for a remote that
 * declares none). The API still decides what the caller may read, the page guard what renders.
 */
export function startFirstScreenReads(remote: RemoteName, customerId: number): void {
  const reads = FIRST_SCREEN[remote];
  if (reads) keepEarlyAnswers(() => reads(customerId));
}
