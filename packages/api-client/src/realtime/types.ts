import type { Attendance, Message, NewAttFlag } from '@atende/contract';

/** One `NewAtt` event. `flag` is a plain number when the server sends a value this client does not know. */
export interface NewAttEvent {
  flag: NewAttFlag | number;
  /** The end client's phone. */
  phone: string;
  messages: Message[];
  /**
   * A `Waiting` event's new item as the waiting list shows it (the server's fourth argument), so a
   * desk can add it without reloading its queues; null when the event carries none (issue 21).
   */
  item: Attendance | null;
}

/** One `DashboardChanged` event: something the customer's dashboard shows changed (refetch it). */
export interface DashboardChangedEvent {
  customerId: number;
}

/** Connection state reported to `onStateChange`. */
export type HubState = 'disconnected' | 'connecting' | 'connected' | 'reconnecting';

/** The part of `@microsoft/signalr`'s `HubConnection` the client uses (tests pass a fake). */
export interface HubConnectionLike {
  start(): Promise<void>;
  stop(): Promise<void>;
  invoke(methodName: string, ...args: unknown[]): Promise<unknown>;
  on(methodName: string, handler: (...args: never[]) => void): void;
  onreconnecting(callback: (error?: Error) => void): void;
  onreconnected(callback: (connectionId?: string) => void): void;
  onclose(callback: (error?: Error) => void): void;
}

/** What a connection factory receives. */
export interface HubConnectionFactoryOptions {
  url: string;
  /** Read on every (re)connect, so a renewed token is used. */
  accessTokenFactory: () => string;
  /** Delays before each automatic reconnect attempt, in milliseconds. */
  reconnectDelaysMs: readonly number[];
}

/** Builds a hub connection; the default uses `HubConnectionBuilder`. */
export type HubConnectionFactory = (
  options: HubConnectionFactoryOptions,
) => HubConnectionLike | Promise<HubConnectionLike>;
