import type { ChannelAdapter } from '../channel/types';
import type { Db } from '../db/client';
import type { EventBus } from '../realtime/types';
import type { TokenBuckets } from './token-bucket';

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

/** The tuning used where the options give none. */
const OUTBOX_DEFAULTS: OutboxTuning = {
  pollMs: 1000,
  batchSize: 20,
  maxAttempts: 8,
  backoffBaseMs: 2000,
  backoffMaxMs: 300_000,
  leaseMs: 60_000,
};

/** The options' tuning over the defaults (a value that is not a finite number keeps the default). */
export function tuningOf(options: Partial<OutboxTuning>): OutboxTuning {
  const tuning: OutboxTuning = { ...OUTBOX_DEFAULTS };
  for (const key of Object.keys(OUTBOX_DEFAULTS) as Array<keyof OutboxTuning>) {
    const value = options[key];
    if (typeof value === 'number' && Number.isFinite(value)) tuning[key] = value;
  }
  return tuning;
}
