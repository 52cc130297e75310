/** The cookie that keeps the agent's availability across reloads (seed 000 §4 "stores a pause cookie"). */
const PAUSE_COOKIE = 'atende_paused';

/** True when the pause cookie says the agent is unavailable. */
export function readPauseCookie(): boolean {
  if (typeof document === 'undefined') return false;
  return document.cookie.split(';').some((part) => part.trim() === `${PAUSE_COOKIE}=true`);
}

/** Stores the availability in the pause cookie (this site, this browser session). */
export function writePauseCookie(paused: boolean): void {
  document.cookie = `${PAUSE_COOKIE}=${paused ? 'true' : 'false'}; path=/; SameSite=Lax`;
}

/** Removes the pause cookie (on logout). */
export function clearPauseCookie(): void {
  document.cookie = `${PAUSE_COOKIE}=; path=/; max-age=0; SameSite=Lax`;
}
