// The agent desk's waiting list watched from inside the page (the webhook-latency scenario and the
// scale scenario's browser agents): when each client's row first showed.

/**
 * Runs in the page: records, per phone, the wall-clock time (ms since the epoch, sub-millisecond) of
 * the first animation frame after its waiting item appeared in the DOM.
 */
export function watchWaitingItems(selector: string): void {
  const w = window as unknown as { __benchSeen?: Record<string, number> };
  const seen: Record<string, number> = (w.__benchSeen = {});
  const pending = new Set<string>();
  const scan = () => {
    for (const el of document.querySelectorAll(selector)) {
      const phone = el.getAttribute('data-phone');
      if (!phone || phone in seen || pending.has(phone)) continue;
      pending.add(phone);
      requestAnimationFrame(() => {
        seen[phone] = performance.timeOrigin + performance.now();
        pending.delete(phone);
      });
    }
  };
  new MutationObserver(scan).observe(document.body, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['data-phone'],
  });
  scan();
}
