import { MAX_BATCH, sendBatch, type Delivery } from './hubBatch';
import { userIdsOf, type HubEventDefinition, type HubEventTable } from './hubEvents';
import type { Subscriptions } from './hubSubscriptions';
import type { BusEvent } from './types';

/** What the dispatcher works with. */
export interface DispatcherOptions {
  events: HubEventTable;
  subscriptions: Subscriptions;
  isClosing(): boolean;
  /** Receives failures of a delivery (a re-check or an audience query): the clients resync later. */
  onError(error: unknown): void;
}

/** Delivers bus events to this instance's connections, as the hub event table declares them. */
export interface Dispatcher {
  /** Delivers one bus event (every row of the table that accepts it). */
  deliver(event: BusEvent): void;
  /** Runs `task` after the deliveries queued before it (e.g. the periodic re-check). */
  enqueue(task: () => Promise<void>): void;
  /** Drops pending coalesced sends and waits for the queued deliveries. */
  close(): Promise<void>;
}

/** The coalescing key of an event: its name and audience (a customer, or a customer's users). */
function coalescingKey(definition: HubEventDefinition, event: BusEvent): string {
  const users = definition.audience.to === 'users' ? [...userIdsOf(event)].sort().join(',') : '';
  return `${definition.name}|${event.customerId}|${users}`;
}

/**
 * Creates the one dispatcher of a hub. Deliveries run one after another, so events keep their
 * order across the asynchronous re-checks; the events that arrived while one ran go together, up to
 * `MAX_BATCH`, with one re-check per customer (`sendBatch`); a task (`enqueue`) runs alone, between
 * the events queued before and after it. A coalesced event (`coalesceMs`) is sent at once, and
 * later ones within the window once at its end (at most one per audience per window on this
 * instance: seed 001 §2's live dashboard, ADR 0018).
 */
export function createDispatcher(options: DispatcherOptions): Dispatcher {
  let chain: Promise<void> = Promise.resolve();
  const windows = new Map<string, { timer: NodeJS.Timeout; latest?: BusEvent }>();
  /** Deliveries and tasks waiting for the chain, in arrival order. */
  const queue: Array<Delivery | (() => Promise<void>)> = [];
  let draining = false;

  /** Runs what is queued: each task alone, consecutive deliveries in batches. */
  const drain = async () => {
    while (queue.length > 0) {
      const first = queue[0]!;
      if (typeof first === 'function') {
        queue.shift();
        // A task that throws at once is reported like one that rejects.
        await Promise.resolve().then(first).catch(options.onError);
        continue;
      }
      let count = 1;
      while (count < MAX_BATCH && count < queue.length && typeof queue[count] !== 'function')
        count += 1;
      const batch = queue.splice(0, count) as Delivery[];
      await sendBatch(batch, options).catch(options.onError);
    }
    draining = false;
  };
  const push = (item: Delivery | (() => Promise<void>)) => {
    queue.push(item);
    if (draining) return;
    draining = true;
    chain = chain.then(drain).catch(options.onError);
  };
  const enqueue = (task: () => Promise<void>) => push(task);
  const send = (definition: HubEventDefinition, event: BusEvent) => push({ definition, event });

  const openWindow = (definition: HubEventDefinition, key: string, ms: number) => {
    const timer = setTimeout(() => {
      const latest = windows.get(key)?.latest;
      windows.delete(key);
      if (latest && !options.isClosing()) {
        send(definition, latest);
        openWindow(definition, key, ms);
      }
    }, ms);
    timer.unref();
    windows.set(key, { timer });
  };

  const coalesce = (definition: HubEventDefinition, event: BusEvent, ms: number) => {
    const key = coalescingKey(definition, event);
    const window = windows.get(key);
    if (window) {
      window.latest = event;
      return;
    }
    send(definition, event);
    openWindow(definition, key, ms);
  };

  return {
    deliver(event) {
      if (options.isClosing()) return;
      for (const definition of options.events) {
        if (!definition.accepts(event)) continue;
        if (definition.coalesceMs) coalesce(definition, event, definition.coalesceMs);
        else send(definition, event);
      }
    },
    enqueue,
    async close() {
      for (const window of windows.values()) clearTimeout(window.timer);
      windows.clear();
      await chain;
    },
  };
}
