/**
 * Runs `task` once the browser is idle (after the frames it is drawing, `requestIdleCallback`), at the
 * latest after `timeoutMs`; where there is no idle callback, on the next task. Returns a cancel
 * function. For work a screen will need soon but not for what it is drawing now (ADR 0016): a
 * conversation's panel, a layout worker, the first snackbar's styles.
 */
export function whenIdle(task: () => void, timeoutMs = 2000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    // Bound now: the page's functions, even if the page's globals change before the cancel.
    const cancel = window.cancelIdleCallback.bind(window);
    const handle = window.requestIdleCallback(task, { timeout: timeoutMs });
    return () => cancel(handle);
  }
  const timer = setTimeout(task, 0);
  return () => clearTimeout(timer);
}
