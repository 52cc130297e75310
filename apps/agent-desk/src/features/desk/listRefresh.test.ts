import { listsAreStale, REFRESH_CHECK_MS, STALE_AFTER_MS } from './listRefresh';

describe('list refresh rule (seed 000 §4, §9)', () => {
  it('uses 4 minutes without an event, checked every 5 minutes', () => {
    expect(STALE_AFTER_MS).toBe(240_000);
    expect(REFRESH_CHECK_MS).toBe(300_000);
  });

  it('is stale only after 4 minutes without a server event', () => {
    const now = 1_000_000_000;
    expect(listsAreStale(now - STALE_AFTER_MS + 1, now)).toBe(false);
    expect(listsAreStale(now - STALE_AFTER_MS, now)).toBe(true);
  });
});
