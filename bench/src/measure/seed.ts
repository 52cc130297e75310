import { performance } from 'node:perf_hooks';

/** Acme Telecom's WhatsApp number in the demo seed (its default group, Support, is agent1's). */
const ACME_PHONE_NUMBER_ID = '100000000000001';

/** Simulator requests in flight while seeding (the API stores them one transaction at a time). */
export const SEED_CONCURRENCY = 16;

/** One end-client message, as the client simulator page posts it. */
export interface ClientMessage {
  /** The client's phone, 5 to 20 digits. */
  from: string;
  name: string;
  /** At most 4096 characters (the simulator's limit). */
  text: string;
}

/**
 * Sends one client message through the API's `POST /simulator/send` (the genuine webhook path: parse,
 * store, notify), to Acme Telecom's number; throws unless the API stored it.
 */
export async function clientWrites(apiUrl: string, message: ClientMessage): Promise<void> {
  const res = await fetch(`${apiUrl}/simulator/send`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ phoneNumberId: ACME_PHONE_NUMBER_ID, ...message }),
  });
  const body = await res.text();
  if (!res.ok) throw new Error(`simulator/send answered ${res.status}: ${body.slice(0, 300)}`);
  const received = (JSON.parse(body) as { received?: number }).received;
  if (received !== 1) throw new Error(`simulator/send stored ${received} message(s), expected 1.`);
}

/**
 * Runs `task(0..count-1)` with at most `concurrency` in flight (each index once, in ascending order of
 * start); the first failure stops new starts and is thrown. `progress(done)` is called about every
 * `progressMs`. Resolves with the elapsed milliseconds.
 */
export async function inParallel(
  count: number,
  concurrency: number,
  task: (index: number) => Promise<void>,
  progress?: (done: number, elapsedMs: number) => void,
  progressMs = 10_000,
): Promise<number> {
  const started = performance.now();
  let next = 0;
  let done = 0;
  let failure: unknown = null;
  let lastReport = started;
  const worker = async () => {
    while (failure === null && next < count) {
      const index = next;
      next += 1;
      try {
        await task(index);
      } catch (error) {
        failure ??= error;
        return;
      }
      done += 1;
      const now = performance.now();
      if (progress && now - lastReport >= progressMs) {
        lastReport = now;
        progress(done, now - started);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
  if (failure !== null) throw failure;
  return performance.now() - started;
}
