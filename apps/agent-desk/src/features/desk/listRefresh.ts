/** Seed 000 §4/§9: lists are reloaded after 4 minutes without a server event… */
export const STALE_AFTER_MS = 4 * 60_000;
/** …checked every 5 minutes. */
export const REFRESH_CHECK_MS = 5 * 60_000;

/** True when the lists should be reloaded: no server event (or load) for 4 minutes. */
export function listsAreStale(lastServerEventAt: number, now: number): boolean {
  return now - lastServerEventAt >= STALE_AFTER_MS;
}
