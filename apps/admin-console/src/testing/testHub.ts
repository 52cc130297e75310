import type { HubConnectionFactory, HubConnectionLike } from '@atende/api-client';

/** A hub connection for tests: connects at once, records activations, and lets a test raise events. */
export interface TestHub {
  factory: HubConnectionFactory;
  /** The `User_Att_Activate` calls received, oldest first. */
  activations: unknown[][];
  /** Raises a server event (`DashboardChanged`, `NewAtt`) on every open connection. */
  emit(event: string, ...args: unknown[]): void;
}

/** Creates a `TestHub`: no network, no timers. */
export function createTestHub(): TestHub {
  const handlers = new Map<string, Array<(...args: unknown[]) => void>>();
  const activations: unknown[][] = [];
  const connection: HubConnectionLike = {
    start: async () => undefined,
    stop: async () => undefined,
    invoke: async (_method, ...args) => {
      activations.push(args);
      return undefined;
    },
    on: (name, handler) => {
      handlers.set(name, [...(handlers.get(name) ?? []), handler as (...args: unknown[]) => void]);
    },
    onreconnecting: () => undefined,
    onreconnected: () => undefined,
    onclose: () => undefined,
  };
  return {
    factory: () => connection,
    activations,
    emit: (event, ...args) => handlers.get(event)?.forEach((handler) => handler(...args)),
  };
}
