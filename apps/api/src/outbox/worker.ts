import { eq } from 'drizzle-orm';
import { ChannelSendError, type ChannelAdapter, type OutboundPayload } from '../channel/types';
import type { Db } from '../db/client';
import { channelNumbers, messages } from '../db/schema';
import type { EventBus } from '../realtime/types';
import { hsmOutboundText, markHsmDelivered } from '../hsm/delivery';
import { reasonForSendFailure } from '../hsm/reasons';
import { backoff, claim, finish, release, renew, type Row } from './lease';
import { createTokenBuckets, type TokenBuckets } from './token-bucket';

/** The adapters the worker may use, by `channel_numbers.adapter`. */
export type ChannelAdapters = Partial<Record<'simulator' | 'whatsapp', ChannelAdapter>>;

/** Tuning of the outbox worker (defaults in brackets). */
export interface OutboxTuning {
  /** Pause between polls when nothing is due [1000 ms]. */
  pollMs: number;
  /** Rows claimed at a time [20]. */
  batchSize: number;
  /** Tries before a message is marked failed [8]. */
  maxAttempts: number;
  /** First retry delay, doubled each try [2000 ms], up to `backoffMaxMs` [300000 ms]. */
  backoffBaseMs: number;
  backoffMaxMs: number;
  /** How long a claim keeps other workers away [60000 ms]; longer than one send may take. */
  leaseMs: number;
}

/** What the worker needs. */
export interface OutboxWorkerOptions extends Partial<OutboxTuning> {
  db: Db;
  bus: EventBus;
  adapters: ChannelAdapters;
  log: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
  /** Per-number throughput (`channel_numbers.messages_per_second`). */
  buckets?: TokenBuckets;
}

/** Delivers outbox rows; one per app instance, any number of instances per database. */
export interface OutboxWorker {
  /** Starts polling. */
  start(): void;
  /** Looks for due rows now (called right after a commit that queued one). */
  nudge(): void;
  /** Stops polling and waits for the sends in flight; claimed rows not yet sent are released. */
  stop(): Promise<void>;
  /** One claim-and-deliver round; answers how many rows it claimed (for tests). */
  runOnce(): Promise<number>;
}

const OUTBOX_DEFAULTS: OutboxTuning = {
  pollMs: 1000,
  batchSize: 20,
  maxAttempts: 8,
  backoffBaseMs: 2000,
  backoffMaxMs: 300_000,
  leaseMs: 60_000,
};

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
  const tuning: OutboxTuning = { ...OUTBOX_DEFAULTS };
  for (const key of Object.keys(OUTBOX_DEFAULTS) as Array<keyof OutboxTuning>) {
    const value = options[key];
    if (typeof value === 'number' && Number.isFinite(value)) tuning[key] = value;
  }
  const { db, bus, adapters, log } = options;
  const buckets = options.buckets ?? createTokenBuckets();

  /** Not polling (before start, after stop). */
  let stopped = true;
  /** stop() was called: claimed rows not yet sent are given back. */
  let closing = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> | null = null;
  let again = false;

  /** Sends one row; answers the delay before the rest of its conversation may go (null: go on). */
  async function deliver(row: Row): Promise<number | null> {
    const [number] = await db
      .select()
      .from(channelNumbers)
      .where(eq(channelNumbers.phoneNumberId, row.phoneNumberId));
    const adapter = number ? adapters[number.adapter] : undefined;
    if (!number || !adapter) {
      const reason = number
        ? `No ${number.adapter} channel is enabled on this server.`
        : `Unknown business number ${row.phoneNumberId}.`;
      await finish(db, bus, row, 'failed', { lastError: reason }, 'no_channel');
      return null;
    }
    await buckets.take(number.phoneNumberId, number.messagesPerSecond);
    if (closing) {
      await release(db, row, 0, false);
      return 0;
    }
    if (!(await renew(db, tuning, row))) return null;
    let shown = '';
    if (row.messageId !== null) {
      const [message] = await db
        .select({ text: messages.text })
        .from(messages)
        .where(eq(messages.id, row.messageId));
      shown = message?.text ?? '';
    } else if (row.hsmSendId !== null) {
      shown = await hsmOutboundText(db, row.hsmSendId);
    }
    try {
      const result = await adapter.send(
        {
          customerId: row.customerId,
          phoneNumberId: row.phoneNumberId,
          to: row.recipient,
          text: shown,
          messageId: row.messageId,
          hsmSendId: row.hsmSendId,
          payload: row.payload as OutboundPayload,
        },
        {
          phoneNumberId: number.phoneNumberId,
          accessToken: number.accessToken,
          messagesPerSecond: number.messagesPerSecond,
        },
      );
      const sent = await finish(db, bus, row, 'sent', {
        sentAt: new Date(),
        externalId: result?.externalId ?? null,
        lastError: null,
      });
      if (sent && result?.delivered && row.hsmSendId !== null)
        await markHsmDelivered(db, bus, row.hsmSendId);
      return null;
    } catch (error) {
      const text = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
      const retryable = error instanceof ChannelSendError ? error.retryable : true;
      if (!retryable || row.attempts >= tuning.maxAttempts) {
        log.warn(
          {
            outboxId: row.id,
            messageId: row.messageId,
            hsmSendId: row.hsmSendId,
            attempts: row.attempts,
            err: text,
          },
          'outbound message failed',
        );
        await finish(
          db,
          bus,
          row,
          'failed',
          { lastError: text },
          reasonForSendFailure(error, row.attempts >= tuning.maxAttempts),
        );
        return null;
      }
      const delay =
        error instanceof ChannelSendError && error.retryAfterMs !== undefined
          ? error.retryAfterMs
          : backoff(tuning, row.attempts);
      await release(db, row, delay, true, text);
      return delay;
    }
  }

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
