/** Pause between two rows of a bulk send (seed 001 §9 "Bulk send delay 300 ms per message"). */
export const HSM_SEND_INTERVAL_MS = 300;

/** Options of `runPaced`. */
export interface PacedOptions {
  /** Pause after each item before the next (default `HSM_SEND_INTERVAL_MS`). */
  intervalMs?: number;
  /** Stops the run: no item starts after it aborts; the one in flight completes. */
  signal?: AbortSignal;
  /** After each item: how many are done, of how many. */
  onProgress?: (done: number, total: number) => void;
}

/** How a paced run ended. */
export interface PacedOutcome {
  /** Items whose `send` completed (resolved or rejected). */
  done: number;
  cancelled: boolean;
}

/** Waits `ms`, or less when the signal aborts. */
function pause(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve();
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', done, { once: true });
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    }
  });
}

/**
 * Runs `send` for each item in order, one at a time, with `intervalMs` between the end of one and
 * the start of the next (seed 001 §4 "Send iterates the rows whose send is true, with a 300 ms pause
 * between rows"). `send` handles its own failures; a rejection is counted as done and the run goes on.
 * Aborting the signal stops before the next item (during a pause at once); the item in flight is not
 * interrupted: its request completes and is counted.
 */
export async function runPaced<T>(
  items: readonly T[],
  send: (item: T, position: number) => Promise<unknown>,
  options: PacedOptions = {},
): Promise<PacedOutcome> {
  const { signal, onProgress } = options;
  const intervalMs = options.intervalMs ?? HSM_SEND_INTERVAL_MS;
  let done = 0;
  for (let position = 0; position < items.length; position += 1) {
    if (signal?.aborted) return { done, cancelled: true };
    if (position > 0) {
      await pause(intervalMs, signal);
      if (signal?.aborted) return { done, cancelled: true };
    }
    try {
      await send(items[position]!, position);
    } catch {
      // counted as done: `send` reports its own failure
    }
    done += 1;
    onProgress?.(done, items.length);
  }
  return { done, cancelled: false };
}
