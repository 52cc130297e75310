import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import type { AuthUser } from '../auth/types';
import { createDispatcher } from './hubDispatch';
import { NEW_ATT_EVENT, type HubEventTable } from './hubEvents';
import { createConnectionTokens, registerNegotiate } from './hubNegotiate';
import { HubSocket } from './hubSocket';
import { HubError, type HubSocketOptions } from './hubSocketTypes';
import { createSubscriptions, type AudienceVerdict } from './hubSubscriptions';
import { attachUpgrade } from './hubUpgrade';
import type { EventBus } from './types';

export type { AudienceVerdict } from './hubSubscriptions';

/** Settings of the attendance hub. */
export interface HubOptions {
  /** Absolute hub path, e.g. '/hubs/attendance' (the instance's route prefix, if any, is added). */
  path: string;
  /** Checks a bearer token; null rejects the connection. */
  verifyToken(token: string): Promise<AuthUser | null>;
  /** Whether `user` may receive the events of (customerId, userId). */
  canActivate(user: AuthUser, customerId: number, userId: number): Promise<boolean>;
  /**
   * Re-checks connections subscribed to `customerId` (their callers in order) before an event of that
   * customer reaches them, at activation and every `recheckIntervalMs`: `deliver`, `unsubscribe` (no
   * longer for this customer) or `close` (the session ended: token revoked or superseded, user gone,
   * outside the access period). Without it, subscriptions are never re-checked.
   */
  recheck?(customerId: number, users: readonly AuthUser[]): Promise<readonly AudienceVerdict[]>;
  /** How often every subscription is re-checked without events; default 60000, 0 turns it off. */
  recheckIntervalMs?: number;
  /** Receives failures of a delivery (re-check, audience): the clients resync later. */
  onError?(error: unknown): void;
  /** Where hub events come from (subscribed once). */
  bus: EventBus;
  /**
   * The events delivered: name, audience, coalescing (docs/adr/0022). Default: `NewAtt` only (the
   * customer-wide events need the app's audiences: src/hubEventTable.ts).
   */
  events?: HubEventTable;
  /** Server ping interval; default 15000 (the client's server timeout is 30000). */
  pingIntervalMs?: number;
  /** A connection that sent nothing for this long is closed; default 30000 (the client pings every 15000). */
  clientTimeoutMs?: number;
  /** How long an unused negotiate connection token stays valid; default 30000. */
  connectionTokenTtlMs?: number;
  /** Largest message accepted from a client, in bytes; default 32768. */
  maxMessageBytes?: number;
}

/** Control of a registered hub. */
export interface HubHandle {
  /** Closes every connection with a close message (allowing reconnect) and stops taking new ones. */
  close(): Promise<void>;
  /** Number of open hub connections on this instance. */
  connectionCount(): number;
}

/** Name of the hub method that subscribes a connection. */
const ACTIVATE_METHOD = 'user_att_activate';

function socketOptions(options: HubOptions): HubSocketOptions {
  const clientTimeoutMs = options.clientTimeoutMs ?? 30_000;
  return {
    pingIntervalMs: options.pingIntervalMs ?? 15_000,
    clientTimeoutMs,
    handshakeTimeoutMs: Math.min(15_000, clientTimeoutMs),
    closeGraceMs: 1_000,
    maxRecordLength: options.maxMessageBytes ?? 32 * 1024,
    maxBufferedBytes: 4 * 1024 * 1024,
  };
}

/**
 * Mounts a SignalR-compatible hub (negotiate v1, WebSockets, JSON hub protocol) on a Fastify
 * instance: negotiation (hubNegotiate), the socket upgrade (hubUpgrade), the subscriptions and
 * their session re-checks (hubSubscriptions) and one dispatcher of the event table (hubDispatch).
 * Call before the instance is ready; closing the instance closes the hub too.
 */
export async function registerHub(app: FastifyInstance, options: HubOptions): Promise<HubHandle> {
  const path = `/${options.path.replace(/^\/+|\/+$/g, '')}`;
  let closing = false;
  const isClosing = () => closing;
  const subscriptions = createSubscriptions({ ...options, isClosing });
  const dispatcher = createDispatcher({
    events: options.events ?? [NEW_ATT_EVENT],
    subscriptions,
    isClosing,
    onError: options.onError ?? ((error) => app.log.error({ err: error }, 'hub re-check failed')),
  });
  const tokens = createConnectionTokens(options.connectionTokenTtlMs ?? 30_000);
  const perSocket = socketOptions(options);

  const open = (ws: WebSocket, connectionId: string, user: AuthUser) => {
    const socket = new HubSocket(ws, connectionId, user, perSocket, {
      invoke: (target, method, args) =>
        method.toLowerCase() === ACTIVATE_METHOD
          ? subscriptions.activate(target, args)
          : Promise.reject(new HubError(`Unknown hub method '${method}'.`)),
      closed: (closed) => subscriptions.untrack(closed),
      error: (failed, error) =>
        app.log.error({ err: error, connectionId: failed.connectionId }, 'hub method failed'),
    });
    subscriptions.track(socket);
  };

  registerNegotiate(app, { path, verifyToken: options.verifyToken, tokens, isClosing });
  const upgrade = attachUpgrade(app, {
    fullPath: `${app.prefix.replace(/\/+$/, '')}${path}`,
    verifyToken: options.verifyToken,
    tokens,
    isClosing,
    maxMessageBytes: options.maxMessageBytes ?? 32 * 1024,
    open,
  });
  const unsubscribeBus = options.bus.subscribeAll((event) => dispatcher.deliver(event));
  const recheckIntervalMs = options.recheckIntervalMs ?? 60_000;
  const recheckTimer =
    options.recheck && recheckIntervalMs > 0
      ? setInterval(() => dispatcher.enqueue(subscriptions.recheckAll), recheckIntervalMs)
      : undefined;
  recheckTimer?.unref();

  let closePromise: Promise<void> | undefined;
  const handle: HubHandle = {
    close() {
      closePromise ??= (async () => {
        closing = true;
        clearInterval(recheckTimer);
        upgrade.stop();
        unsubscribeBus();
        tokens.clear();
        const sockets = [...subscriptions.connections];
        await Promise.all(sockets.map((socket) => socket.close({ allowReconnect: true })));
        subscriptions.clear();
        await dispatcher.close();
        await upgrade.close();
      })();
      return closePromise;
    },
    connectionCount: () => subscriptions.connections.size,
  };
  app.addHook('preClose', () => handle.close());
  return handle;
}
