/** Longest stretch of work on the page before it lets the browser draw and handle input. */
const SLICE_BUDGET_MS = 5;
/** Rows handled between two looks at the clock. */
const STEP = 500;

type YieldingScheduler = { yield?: () => Promise<void> };

/** Gives the browser a turn (`scheduler.yield` where there is one, else a zero timeout). */
function nextTurn(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: YieldingScheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Runs `work(from, to)` over `[0, total)` in steps, giving the browser a turn whenever about 5 ms
 * have passed: a 100,000-row file is mapped and checked without a long task (bench `hsm-import`).
 * Throws the signal's reason, or an AbortError, once it aborts.
 */
export async function inSlices(
  total: number,
  work: (from: number, to: number) => void,
  signal?: AbortSignal,
): Promise<void> {
  let sliceStart = performance.now();
  for (let from = 0; from < total; from += STEP) {
    if (signal?.aborted) throw new DOMException('The import was cancelled.', 'AbortError');
    work(from, Math.min(total, from + STEP));
    if (performance.now() - sliceStart > SLICE_BUDGET_MS && from + STEP < total) {
      await nextTurn();
      sliceStart = performance.now();
    }
  }
}
