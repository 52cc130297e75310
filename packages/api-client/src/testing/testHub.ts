import type { HubConnectionFactory, HubConnectionLike } from '@atende/api-client';

/** The in-process hub: connects at once, records what the page invokes, and lets a test raise events. */
export interface TestHub {
  /** Give it to the page (`renderInRemote` does, through `HubConnectionFactoryContext`). */
  factory: HubConnectionFactory;
  /** Every `invoke` of the page, oldest first: the method name, then its arguments. */
  invocations: unknown[][];
  /** The arguments of each `User_Att_Activate` (customer id, user id), oldest first. */
  activations: unknown[][];
  /** Raises a server event (`NewAtt`, `DashboardChanged`, `HsmStatusChanged`) on every handler. */
  emit(event: string, ...args: unknown[]): void;
}

/**
 * Creates a `TestHub`: no network, no timers. Each connection the page makes keeps its own handlers; a
 * stopped one hears nothing more.
 */
export function createTestHub(): TestHub {
  const live = new Set<Map<string, Array<(...args: unknown[]) => void>>>();
  const invocations: unknown[][] = [];
  const activations: unknown[][] = [];
  const factory: HubConnectionFactory = () => {
    const handlers = new Map<string, Array<(...args: unknown[]) => void>>();
    const connection: HubConnectionLike = {
      start: async () => void live.add(handlers),
      stop: async () => void live.delete(handlers),
      invoke: async (method, ...args) => {
        invocations.push([method, ...args]);
        if (method === 'User_Att_Activate') activations.push(args);
        return undefined;
      },
      on: (name, handler) => {
        const list = handlers.get(name) ?? [];
        handlers.set(name, [...list, handler as (...args: unknown[]) => void]);
      },
      onreconnecting: () => undefined,
      onreconnected: () => undefined,
      onclose: () => undefined,
    };
    return connection;
  };
  return {
    factory,
    invocations,
    activations,
    emit: (event, ...args) => {
      for (const handlers of [...live]) handlers.get(event)?.forEach((handler) => handler(...args));
    },
  };
}
