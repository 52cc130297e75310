/**
 * Runs `task` once the browser is idle (after the frames it is drawing, `requestIdleCallback`), at the
 * latest after `timeoutMs`; where there is no idle callback, on the next task. Returns a cancel
 * function. For work the screen will need soon but not for what it is drawing now (ADR 0016).
 */
export function whenIdle(task: () => void, timeoutMs = 2000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = setTimeout(task, 0);
  return () => clearTimeout(handle);
}
