import type { IRetryPolicy, RetryContext } from '@microsoft/signalr';
import { getRuntimeConfig } from '../config';
import { DASHBOARD_CHANGED_EVENT, HSM_STATUS_EVENT, type HsmStatusChanged } from '@atende/contract';
import type {
  DashboardChangedEvent,
  HubConnectionFactory,
  HubConnectionFactoryOptions,
  HubConnectionLike,
  HubState,
  NewAttEvent,
} from './types';
import { toDashboardEvent, toEvent } from './wireEvents';

/** Hub method that subscribes the connection to a customer's events for a user. */
export const ACTIVATE_METHOD = 'User_Att_Activate';
/** Hub event carrying new attendance activity. */
export const NEW_ATT_EVENT = 'NewAtt';
/** Default reconnect delays; the last one repeats forever (an agent desk never gives up). */
export const DEFAULT_RECONNECT_DELAYS_MS: readonly number[] = [0, 2_000, 5_000, 10_000, 30_000];

/** Options of `createHubClient`. */
export interface HubClientOptions {
  /** The current bearer token (e.g. `() => sessionStore.getState().token`). */
  getToken: () => string | null | undefined;
  /** Called for every `NewAtt` event (the agent desk). */
  onNewAtt?: (event: NewAttEvent) => void;
  /**
   * Called for every `DashboardChanged` event: sent to connections of users who may open the client
   * dashboard, at most about once a second per customer (the console refetches its dashboard).
   */
  onDashboardChanged?: (event: DashboardChangedEvent) => void;
  /**
   * Called for every `HsmStatusChanged` event: a bulk-sent row of the customer changed state
   * (docs/adr/0020-hsm-bulk-send.md); sent to the customer's connections.
   */
  onHsmStatusChanged?: (event: HsmStatusChanged) => void;
  /** Called after each automatic reconnect, once re-activated: refetch queue, my services, open conversation. */
  onResync?: () => void;
  /** Called when the connection state changes. */
  onStateChange?: (state: HubState) => void;
  /** Called with errors that have no caller to reject (activation after reconnect, connection lost). */
  onError?: (error: unknown) => void;
  /** Hub address; defaults to `getRuntimeConfig().hubUrl` at `start`. */
  hubUrl?: string;
  /** Reconnect delays; the last repeats forever. */
  reconnectDelaysMs?: readonly number[];
  /** Builds the connection; tests inject a fake. Defaults to `@microsoft/signalr`. */
  connectionFactory?: HubConnectionFactory;
}

/** The real-time connection of one logged-in agent. */
export interface HubClient {
  /** Connects and invokes `User_Att_Activate(customerId, userId)`; restarts when already started. */
  start(customerId: number, userId: number): Promise<void>;
  /** Activates another customer on the live connection (and on every later reconnect). */
  switchCustomer(customerId: number): Promise<void>;
  /** Disconnects; no reconnect follows. Safe to call at any time. */
  stop(): Promise<void>;
  /** The current connection state. */
  readonly state: HubState;
}

/** A SignalR retry policy over `delays` whose last delay repeats forever; an empty list never retries. */
export function createRetryPolicy(delays: readonly number[]): IRetryPolicy {
  return {
    nextRetryDelayInMilliseconds(context: RetryContext): number | null {
      if (delays.length === 0) return null;
      return delays[Math.min(context.previousRetryCount, delays.length - 1)] ?? null;
    },
  };
}

/**
 * Builds a `@microsoft/signalr` connection straight over WebSockets (skipNegotiation) with automatic reconnect. The library is
 * loaded on the first connection, not with the page: the login page never needs it.
 */
export const signalRConnectionFactory: HubConnectionFactory = async (
  options: HubConnectionFactoryOptions,
) => {
  const { HttpTransportType, HubConnectionBuilder, LogLevel } = await import('@microsoft/signalr');
  return new HubConnectionBuilder()
    .withUrl(options.url, {
      accessTokenFactory: options.accessTokenFactory,
      transport: HttpTransportType.WebSockets,
      // Straight to the WebSocket, no negotiate round trip: the negotiated connection token lives in
      // one API instance's memory, so behind a proxy spreading requests over several instances a
      // negotiate on one and the upgrade on another would be refused. Without it no sticky sessions
      // are needed (docs/deployment.md, docs/adr/0028).
      skipNegotiation: true,
    })
    .withAutomaticReconnect(createRetryPolicy(options.reconnectDelaysMs))
    .configureLogging(LogLevel.Warning)
    .build();
};

/**
 * Creates the hub client: `start` connects and activates, every automatic reconnect re-activates and
 * then calls `onResync` so screens refetch what a gap may have lost.
 */
export function createHubClient(options: HubClientOptions): HubClient {
  const factory = options.connectionFactory ?? signalRConnectionFactory;
  let connection: HubConnectionLike | null = null;
  let state: HubState = 'disconnected';
  let customerId = 0;
  let userId = 0;
  /** Bumped by every start and stop: callbacks of an older connection are ignored. */
  let generation = 0;

  const setState = (next: HubState) => {
    if (state === next) return;
    state = next;
    options.onStateChange?.(next);
  };
  const reportError = (error: unknown) => {
    if (options.onError) options.onError(error);
    else console.error('Real-time hub error.', error);
  };
  const activate = (target: HubConnectionLike) =>
    target.invoke(ACTIVATE_METHOD, customerId, userId);

  async function stop(): Promise<void> {
    generation += 1;
    const current = connection;
    connection = null;
    setState('disconnected');
    if (current) {
      try {
        await current.stop();
      } catch (error) {
        reportError(error);
      }
    }
  }

  async function start(nextCustomerId: number, nextUserId: number): Promise<void> {
    if (connection) await stop();
    customerId = nextCustomerId;
    userId = nextUserId;
    generation += 1;
    const mine = generation;
    const isCurrent = () => mine === generation;

    setState('connecting');
    const target = await factory({
      url: options.hubUrl ?? getRuntimeConfig().hubUrl,
      accessTokenFactory: () => options.getToken() ?? '',
      reconnectDelaysMs: options.reconnectDelaysMs ?? DEFAULT_RECONNECT_DELAYS_MS,
    });
    // Stopped or restarted while the library loaded: this connection is not wanted any more.
    if (!isCurrent()) return;
    connection = target;

    target.on(NEW_ATT_EVENT, (flag: unknown, phone: unknown, messages: unknown, item: unknown) => {
      if (isCurrent()) options.onNewAtt?.(toEvent(flag, phone, messages, item));
    });
    target.on(DASHBOARD_CHANGED_EVENT, (payload: unknown) => {
      if (isCurrent()) options.onDashboardChanged?.(toDashboardEvent(payload, customerId));
    });
    target.on(HSM_STATUS_EVENT, (payload: unknown) => {
      if (isCurrent() && payload && typeof payload === 'object')
        options.onHsmStatusChanged?.(payload as HsmStatusChanged);
    });
    target.onreconnecting(() => {
      if (isCurrent()) setState('reconnecting');
    });
    target.onreconnected(() => {
      if (!isCurrent()) return;
      void (async () => {
        try {
          await activate(target);
        } catch (error) {
          reportError(error);
        }
        if (!isCurrent()) return;
        setState('connected');
        options.onResync?.();
      })();
    });
    target.onclose((error) => {
      if (!isCurrent()) return;
      connection = null;
      setState('disconnected');
      if (error) reportError(error);
    });

    try {
      await target.start();
      if (!isCurrent()) return;
      await activate(target);
      if (isCurrent()) setState('connected');
    } catch (error) {
      // Stopped while starting: nothing to report.
      if (!isCurrent()) return;
      generation += 1;
      connection = null;
      setState('disconnected');
      await target.stop().catch(() => undefined);
      throw error;
    }
  }

  async function switchCustomer(nextCustomerId: number): Promise<void> {
    customerId = nextCustomerId;
    if (connection && state === 'connected') await activate(connection);
  }

  return {
    start,
    stop,
    switchCustomer,
    get state() {
      return state;
    },
  };
}
