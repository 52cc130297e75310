import { invocationRecord } from './hubProtocol';
import { userIdsOf, type HubEventDefinition, type HubEventTable } from './hubEvents';
import type { Subscriptions, Target } from './hubSubscriptions';
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

/** Sends one event now to the connections its audience admits, after re-checking their sessions. */
async function sendNow(
  definition: HubEventDefinition,
  event: BusEvent,
  { subscriptions, isClosing }: DispatcherOptions,
): Promise<void> {
  const { customerId } = event;
  const { audience } = definition;
  const targets =
    audience.to === 'users'
      ? subscriptions.forUsers(customerId, userIdsOf(event))
      : subscriptions.forCustomer(customerId);
  if (targets.length === 0) return;
  let receivers: Target[] = await subscriptions.recheck(customerId, targets);
  if (receivers.length === 0) return;
  if (audience.to === 'customer') {
    const admitted = await audience.admits(
      customerId,
      receivers.map((t) => t.socket.user),
    );
    if (isClosing()) return;
    receivers = receivers.filter((t, i) => admitted[i] === true && subscriptions.isCurrent(t));
  }
  const record = invocationRecord(definition.name, definition.args(event));
  for (const { socket } of receivers) socket.send(record);
}

/** The coalescing key of an event: its name and audience (a customer, or a customer's users). */
function coalescingKey(definition: HubEventDefinition, event: BusEvent): string {
  const users = definition.audience.to === 'users' ? [...userIdsOf(event)].sort().join(',') : '';
  return `${definition.name}|${event.customerId}|${users}`;
}

/**
 * Creates the one dispatcher of a hub. Deliveries run one after another, so events keep their
 * order across the asynchronous re-checks; a coalesced event (`coalesceMs`) is sent at once, and
 * later ones within the window once at its end (at most one per audience per window on this
 * instance: seed 001 §2's live dashboard, ADR 0018).
 */
export function createDispatcher(options: DispatcherOptions): Dispatcher {
  let chain: Promise<void> = Promise.resolve();
  const windows = new Map<string, { timer: NodeJS.Timeout; latest?: BusEvent }>();

  const enqueue = (task: () => Promise<void>) => {
    chain = chain.then(task).catch(options.onError);
  };
  const send = (definition: HubEventDefinition, event: BusEvent) =>
    enqueue(() => sendNow(definition, event, options));

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
