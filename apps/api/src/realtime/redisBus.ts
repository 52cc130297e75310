import { Redis } from 'ioredis';
import {
  isNewAttEvent,
  type BusEvent,
  type CustomerSignal,
  type EventBus,
  type HubEvent,
} from './types';

/** Options of the Redis pub/sub bus. */
export interface RedisBusOptions {
  /** Pub/sub channel shared by every API instance; default 'atende:hub-events'. */
  channel?: string;
  /** Receives connection errors, malformed messages and listener errors. */
  onError?: (error: unknown) => void;
}

const isNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/** Reads a bus event (a hub event or a dashboard signal) from a pub/sub payload; null when it is not one. */
export function parseHubEvent(payload: string): BusEvent | null {
  let value: unknown;
  try {
    value = JSON.parse(payload);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  if ((value as { kind?: unknown }).kind === 'dashboardChanged') {
    const signal = value as { customerId?: unknown };
    return isNumber(signal.customerId)
      ? { kind: 'dashboardChanged', customerId: signal.customerId }
      : null;
  }
  if ((value as { kind?: unknown }).kind === 'hsmStatusChanged') {
    const signal = value as { customerId?: unknown; payload?: unknown };
    const payload = signal.payload as { hsm_Id?: unknown } | null | undefined;
    return isNumber(signal.customerId) &&
      typeof payload === 'object' &&
      payload !== null &&
      isNumber(payload.hsm_Id)
      ? (value as BusEvent)
      : null;
  }
  if (typeof (value as { kind?: unknown }).kind === 'string') return parseSignal(value);
  const event = value as Partial<HubEvent>;
  if (
    !isNumber(event.customerId) ||
    !Array.isArray(event.userIds) ||
    !event.userIds.every(isNumber) ||
    !isNumber(event.flag) ||
    typeof event.phone !== 'string' ||
    !Array.isArray(event.messages)
  ) {
    return null;
  }
  return event as HubEvent;
}

/** Any other signal of the hub event table: a kind, a customer, optional users and payload. */
function parseSignal(value: object): CustomerSignal | null {
  const { kind, customerId, userIds, payload } = value as Record<string, unknown>;
  if (typeof kind !== 'string' || !isNumber(customerId)) return null;
  if (userIds !== undefined && !(Array.isArray(userIds) && userIds.every(isNumber))) return null;
  return {
    kind,
    customerId,
    ...(userIds !== undefined ? { userIds } : {}),
    ...(payload !== undefined ? { payload } : {}),
  };
}

async function quit(client: Redis): Promise<void> {
  if (client.status === 'end') return;
  if (client.status !== 'ready') {
    client.disconnect();
    return;
  }
  try {
    await client.quit();
  } catch {
    client.disconnect();
  }
}

/**
 * An event bus over Redis pub/sub (several API instances): one publisher and one subscriber connection,
 * events sent as JSON. Every instance, the publisher included, receives each event once through Redis.
 * Resolves once the subscription is active.
 */
export async function createRedisBus(
  url: string,
  options: RedisBusOptions = {},
): Promise<EventBus> {
  const channel = options.channel ?? 'atende:hub-events';
  const onError = options.onError ?? (() => undefined);
  let started = false;
  // Fail fast when Redis is unreachable at start; once running, reconnect (and resubscribe) with backoff.
  const retryStrategy = (attempt: number) => (started ? Math.min(attempt * 200, 2000) : null);
  const publisher = new Redis(url, { lazyConnect: true, retryStrategy });
  const subscriber = new Redis(url, { lazyConnect: true, retryStrategy });
  publisher.on('error', onError);
  subscriber.on('error', onError);
  try {
    const results = await Promise.allSettled([publisher.connect(), subscriber.connect()]);
    const failed = results.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
    await subscriber.subscribe(channel);
    started = true;
  } catch (error) {
    // disconnect() on an ended client leaves a 2 s timer behind (ioredis): only touch live ones.
    for (const client of [publisher, subscriber]) if (client.status !== 'end') client.disconnect();
    throw error;
  }

  const listeners = new Set<{ listener: (event: BusEvent) => void }>();
  const add = (listener: (event: BusEvent) => void) => {
    const entry = { listener };
    listeners.add(entry);
    return () => {
      listeners.delete(entry);
    };
  };
  subscriber.on('message', (from: string, payload: string) => {
    if (from !== channel) return;
    const event = parseHubEvent(payload);
    if (!event) {
      onError(new Error(`Ignored a malformed hub event on '${channel}'.`));
      return;
    }
    for (const entry of [...listeners]) {
      try {
        entry.listener(event);
      } catch (error) {
        onError(error);
      }
    }
  });

  let closePromise: Promise<void> | undefined;
  return {
    async publish(event) {
      if (closePromise) throw new Error('The event bus is closed.');
      await publisher.publish(channel, JSON.stringify(event));
    },
    subscribe(listener) {
      return add((event) => {
        if (isNewAttEvent(event)) listener(event);
      });
    },
    subscribeAll: add,
    close() {
      closePromise ??= (async () => {
        listeners.clear();
        await Promise.all([quit(publisher), quit(subscriber)]);
      })();
      return closePromise;
    },
  };
}
