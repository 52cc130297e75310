// Issue 18: "auto-layout of 1,000 steps finishes in ≤ 2 s". Starting ELK's worker (its large script
// downloaded, parsed and compiled) costs about a second: for a large flow that may be laid out, the
// editor starts it when the page is idle after opening, not when the user clicks.
import { whenIdle } from '@atende/ui';
import { useEffect } from 'react';
import { useFlowDocument } from '../editor/document';
import type { LayoutSession } from './layoutSteps';

/** From this many steps an editable flow warms the layout worker once the page is idle. */
export const WARM_LAYOUT_FROM = 200;

/** Longest wait for an idle moment before warming anyway (ms). */
const IDLE_TIMEOUT_MS = 3000;

/** True when an editor of `stepCount` steps should warm the layout worker ahead of a click. */
export function shouldWarmLayout(stepCount: number, readOnly: boolean): boolean {
  return !readOnly && stepCount > WARM_LAYOUT_FROM;
}

/**
 * Warms the editor's layout `session` when the page is idle after a large (more than
 * `WARM_LAYOUT_FROM` steps) editable flow opened or grew that large; small flows and read-only
 * editors never load ELK until asked (the button still warms it when reached).
 */
export function useIdleLayoutWarm(session: Pick<LayoutSession, 'warm'>): void {
  const warm = useFlowDocument((state) => shouldWarmLayout(state.steps.length, state.readOnly));
  useEffect(
    () => (warm ? whenIdle(() => session.warm(), IDLE_TIMEOUT_MS) : undefined),
    [warm, session],
  );
}
