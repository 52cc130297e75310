import { createRowDelivery } from './deliverRow';
import { claim, release, type Row } from './lease';
import { createTokenBuckets } from './token-bucket';
import { tuningOf, type OutboxWorker, type OutboxWorkerOptions } from './types';

export type { ChannelAdapters, OutboxTuning, OutboxWorker, OutboxWorkerOptions } from './types';

/**
 * The outbox worker: claims due rows (`FOR UPDATE SKIP LOCKED`, then a lease in `locked_until` and
 * `attempts + 1` as the claim's fencing token), renews the lease right before each send (skipping a
 * row another worker re-claimed), sends through the number's adapter at the number's throughput,
 * then marks the row and the message sent or failed and tells the agent. Retryable failures wait
 * with exponential backoff (or the channel's Retry-After) until `maxAttempts`. A row may carry a
 * bulk-sent row instead of an agent message (docs/adr/0020): that row becomes sent or failed with a
 * reason, and its state is published to the customer's bulk send screens.
 */
export function createOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const tuning = tuningOf(options);
  const { db, bus, adapters, log } = options;
  const buckets = options.buckets ?? createTokenBuckets();

  /** Not polling (before start, after stop). */
  let stopped = true;
  /** stop() was called: claimed rows not yet sent are given back. */
  let closing = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> | null = null;
  let again = false;
  const deliver = createRowDelivery({
    db,
    bus,
    adapters,
    log,
    buckets,
    tuning,
    isClosing: () => closing,
  });

  /** Rows of one conversation go in order; after a retryable failure the later ones wait too. */
  async function deliverConversation(rows: Row[]): Promise<void> {
    for (let i = 0; i < rows.length; i += 1) {
      const row = rows[i]!;
      if (closing) {
        await release(db, row, 0, false);
        continue;
      }
      let wait: number | null;
      try {
        wait = await deliver(row);
      } catch (error) {
        log.error({ err: error, outboxId: row.id }, 'outbox delivery error');
        wait = tuning.backoffBaseMs;
        await release(db, row, wait, true).catch(() => undefined);
      }
      if (wait !== null) {
        for (const later of rows.slice(i + 1)) await release(db, later, wait, false);
        return;
      }
    }
  }

  async function runOnce(): Promise<number> {
    const rows = await claim(db, tuning);
    if (rows.length === 0) return 0;
    const conversations = new Map<string, Row[]>();
    for (const row of rows) {
      const key = `${row.phoneNumberId}\u0000${row.recipient}`;
      const list = conversations.get(key) ?? [];
      list.push(row);
      conversations.set(key, list);
    }
    await Promise.all([...conversations.values()].map(deliverConversation));
    return rows.length;
  }

  function schedule(ms: number) {
    clearTimeout(timer);
    if (stopped) return;
    timer = setTimeout(kick, ms);
    timer.unref?.();
  }

  function kick() {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    clearTimeout(timer);
    running = (async () => {
      try {
        do {
          again = false;
          while (!stopped && (await runOnce()) > 0) {
            /* drain what is due */
          }
        } while (again && !stopped);
      } catch (error) {
        if (!stopped) log.error({ err: error }, 'outbox worker round failed');
      } finally {
        running = null;
        schedule(tuning.pollMs);
      }
    })();
  }

  return {
    start() {
      if (!stopped || closing) return;
      stopped = false;
      kick();
    },
    nudge() {
      kick();
    },
    async stop() {
      stopped = true;
      closing = true;
      clearTimeout(timer);
      await running;
    },
    runOnce,
  };
}
