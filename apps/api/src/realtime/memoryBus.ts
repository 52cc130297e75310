import { isNewAttEvent, type BusEvent, type EventBus } from './types';

/** Options of the in-process bus. */
export interface MemoryBusOptions {
  /** Receives errors thrown by listeners (they never reach the publisher). */
  onError?: (error: unknown) => void;
}

/**
 * An event bus inside one process (single API instance). Listeners run synchronously during `publish`
 * and receive the published object itself: they must not change it.
 */
export function createMemoryBus(options: MemoryBusOptions = {}): EventBus {
  const listeners = new Set<{ listener: (event: BusEvent) => void }>();
  let closed = false;
  const add = (listener: (event: BusEvent) => void) => {
    const entry = { listener };
    listeners.add(entry);
    return () => {
      listeners.delete(entry);
    };
  };
  return {
    async publish(event) {
      if (closed) throw new Error('The event bus is closed.');
      for (const entry of [...listeners]) {
        try {
          entry.listener(event);
        } catch (error) {
          options.onError?.(error);
        }
      }
    },
    subscribe(listener) {
      return add((event) => {
        if (isNewAttEvent(event)) listener(event);
      });
    },
    subscribeAll: add,
    async close() {
      closed = true;
      listeners.clear();
    },
  };
}
