/** How long a screen waits before retrying when permissions are missing (seed 000 §4 and §9, seed 001 §4 and §9). */
export const PERMISSION_WAIT_MS = 1000;

/** The same wait on the agent screen (seed 000 §4 and §9). */
export const AGENT_PERMISSION_WAIT_MS = 1500;

/** Options of `waitForPermissions`. */
export interface WaitForPermissionsOptions {
  /** Pause between attempts; default `PERMISSION_WAIT_MS`. */
  retryMs?: number;
  /** Give up after this many attempts (rejects); default: never give up. */
  maxAttempts?: number;
  /** Stops waiting (rejects with the signal's reason). */
  signal?: AbortSignal;
}

function abortReason(signal: AbortSignal): unknown {
  return signal.reason ?? new Error('waitForPermissions aborted');
}

function pause(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(abortReason(signal));
    const onAbort = () => {
      clearTimeout(timer);
      reject(abortReason(signal as AbortSignal));
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * Calls `load` until it gives a value other than null or undefined, pausing `retryMs` between attempts:
 * "If missing, screens wait about 1 second (1.5 seconds on the agent screen) and retry" (seed 000 §4).
 * A loader that throws or rejects stops the wait with that error.
 */
export async function waitForPermissions<T>(
  load: () => T | null | undefined | Promise<T | null | undefined>,
  options: WaitForPermissionsOptions = {},
): Promise<T> {
  const { retryMs = PERMISSION_WAIT_MS, maxAttempts = Infinity, signal } = options;
  for (let attempt = 1; ; attempt++) {
    if (signal?.aborted) throw abortReason(signal);
    const value = await load();
    if (value !== null && value !== undefined) return value;
    if (attempt >= maxAttempts)
      throw new Error(`Permissions still missing after ${attempt} attempts`);
    await pause(retryMs, signal);
  }
}
