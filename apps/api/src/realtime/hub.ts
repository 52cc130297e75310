import { randomBytes } from 'node:crypto';
import { STATUS_CODES, type IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { WebSocketServer } from 'ws';
import type { AuthUser } from '../auth/types';
import { invocationRecord } from './hubProtocol';
import { HubError, HubSocket, type HubSocketOptions } from './hubSocket';
import { DASHBOARD_CHANGED_EVENT, HSM_STATUS_EVENT } from '@atende/contract';
import {
  isDashboardSignal,
  isHsmStatusSignal,
  type BusEvent,
  type EventBus,
  type HsmStatusSignal,
  type HubEvent,
} from './types';
import { publicRoute } from '../access/declare';

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
  /** Receives failures of `recheck` (the event is then not delivered: the clients resync later). */
  onError?(error: unknown): void;
  /** Where hub events come from (subscribed once). */
  bus: EventBus;
  /**
   * Which of `users` (connections subscribed to `customerId`, already re-checked) receive the
   * customer-wide `DashboardChanged` (managers who may open the dashboard). Without it nobody does.
   */
  dashboardAudience?(customerId: number, users: readonly AuthUser[]): Promise<readonly boolean[]>;
  /**
   * Which of `users` (connections subscribed to `customerId`, already re-checked) receive the
   * customer-wide `HsmStatusChanged` (who opens the bulk send screen). Without it nobody does.
   */
  hsmAudience?(customerId: number, users: readonly AuthUser[]): Promise<readonly boolean[]>;
  /** Shortest time between two `DashboardChanged` sends for one customer; default 1000. */
  dashboardIntervalMs?: number;
  /** Server ping interval; default 15000 (the client's server timeout is 30000). */
  pingIntervalMs?: number;
  /** A connection that sent nothing for this long is closed; default 30000 (the client pings every 15000). */
  clientTimeoutMs?: number;
  /** How long an unused negotiate connection token stays valid; default 30000. */
  connectionTokenTtlMs?: number;
  /** Largest message accepted from a client, in bytes; default 32768. */
  maxMessageBytes?: number;
}

/** What happens to a subscribed connection before an event reaches it (see `HubOptions.recheck`). */
export type AudienceVerdict = 'deliver' | 'unsubscribe' | 'close';

/** Control of a registered hub. */
export interface HubHandle {
  /** Closes every connection with a close message (allowing reconnect) and stops taking new ones. */
  close(): Promise<void>;
  /** Number of open hub connections on this instance. */
  connectionCount(): number;
}

/** Name of the client method that receives events. */
const NEW_ATT_METHOD = 'NewAtt';
/** Name of the hub method that subscribes a connection. */
const ACTIVATE_METHOD = 'User_Att_Activate';

interface PendingConnection {
  connectionId: string;
  userId: number;
  expiresAt: number;
}

const MAX_PENDING_CONNECTIONS = 10_000;

const newId = () => randomBytes(16).toString('base64url');

function bearerToken(request: IncomingMessage, url: URL): string | null {
  const header = request.headers.authorization;
  if (header) {
    const match = /^Bearer\s+(.+)$/i.exec(header.trim());
    if (match?.[1]) return match[1];
  }
  return url.searchParams.get('access_token') || null;
}

function toInteger(value: unknown): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) ? value : null;
  if (typeof value === 'string' && /^-?\d+$/.test(value.trim())) {
    const number = Number(value);
    return Number.isSafeInteger(number) ? number : null;
  }
  return null;
}

function rejectUpgrade(socket: Duplex, status: number, message: string): void {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const body = JSON.stringify({ error: status === 401 ? 'unauthorized' : 'unavailable', message });
  socket.once('finish', () => socket.destroy());
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\n` +
      'Connection: close\r\n' +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}

const errorSchema = {
  type: 'object',
  properties: { error: { type: 'string' }, message: { type: 'string' } },
} as const;

const subscriptionKey = (customerId: number, userId: number) => `${customerId}:${userId}`;

/**
 * Mounts a SignalR-compatible hub (negotiate v1, WebSockets, JSON hub protocol) on a Fastify instance.
 * Call before the instance is ready; closing the instance closes the hub too.
 */
export async function registerHub(app: FastifyInstance, options: HubOptions): Promise<HubHandle> {
  const path = `/${options.path.replace(/^\/+|\/+$/g, '')}`;
  const fullPath = `${app.prefix.replace(/\/+$/, '')}${path}`;
  const tokenTtlMs = options.connectionTokenTtlMs ?? 30_000;
  const maxMessageBytes = options.maxMessageBytes ?? 32 * 1024;
  const clientTimeoutMs = options.clientTimeoutMs ?? 30_000;
  const socketOptions: HubSocketOptions = {
    pingIntervalMs: options.pingIntervalMs ?? 15_000,
    clientTimeoutMs,
    handshakeTimeoutMs: Math.min(15_000, clientTimeoutMs),
    closeGraceMs: 1_000,
    maxRecordLength: maxMessageBytes,
    maxBufferedBytes: 4 * 1024 * 1024,
  };

  /** Negotiated connection tokens not used yet, oldest first (insertion order = expiry order). */
  const pending = new Map<string, PendingConnection>();
  const connections = new Set<HubSocket>();
  const activations = new Map<HubSocket, string>();
  const subscribers = new Map<string, Set<HubSocket>>();
  /** The customer each activated connection is subscribed for. */
  const subscribedCustomer = new Map<HubSocket, number>();
  let closing = false;
  /** Deliveries run one after another, so events keep their order across the asynchronous re-check. */
  let deliveries: Promise<void> = Promise.resolve();
  const reportError =
    options.onError ?? ((error) => app.log.error({ err: error }, 'hub re-check failed'));
  let closePromise: Promise<void> | undefined;

  const sweepPending = () => {
    const now = Date.now();
    for (const [token, entry] of pending) {
      if (entry.expiresAt > now) break;
      pending.delete(token);
    }
  };

  const takePending = (token: string): PendingConnection | null => {
    sweepPending();
    const entry = pending.get(token);
    if (!entry) return null;
    pending.delete(token);
    return entry;
  };

  const unsubscribe = (socket: HubSocket) => {
    const key = activations.get(socket);
    if (key === undefined) return;
    activations.delete(socket);
    subscribedCustomer.delete(socket);
    const set = subscribers.get(key);
    set?.delete(socket);
    if (set?.size === 0) subscribers.delete(key);
  };

  const subscribe = (socket: HubSocket, customerId: number, userId: number) => {
    unsubscribe(socket);
    const key = subscriptionKey(customerId, userId);
    activations.set(socket, key);
    subscribedCustomer.set(socket, customerId);
    let set = subscribers.get(key);
    if (!set) {
      set = new Set();
      subscribers.set(key, set);
    }
    set.add(socket);
  };

  const activate = async (socket: HubSocket, args: unknown[]): Promise<boolean> => {
    if (args.length !== 2) {
      throw new HubError(`Invocation provides ${args.length} argument(s) but target expects 2.`);
    }
    const customerId = toInteger(args[0]);
    const userId = toInteger(args[1]);
    if (customerId === null || userId === null)
      throw new HubError('customerId and userId must be integers.');
    // A refused or failed activation leaves the connection without any subscription.
    unsubscribe(socket);
    const allowed = await options.canActivate(socket.user, customerId, userId);
    if (!allowed) throw new HubError('not allowed');
    if (options.recheck) {
      const [verdict] = await options.recheck(customerId, [socket.user]);
      if (verdict === 'close') {
        void socket.close({ error: 'The session ended.', allowReconnect: true });
        throw new HubError('The session ended.');
      }
      if (verdict !== 'deliver') throw new HubError('not allowed');
    }
    if (!socket.isOpen || !connections.has(socket))
      throw new HubError('The connection is closing.');
    subscribe(socket, customerId, userId);
    return true;
  };

  /**
   * Applies re-check verdicts to connections that were subscribed under `keys` (a connection
   * re-activated or closed meanwhile is left alone). Returns the connections that may receive.
   */
  const applyVerdicts = (
    targets: ReadonlyArray<{ socket: HubSocket; key: string }>,
    verdicts: readonly AudienceVerdict[],
  ): HubSocket[] => {
    const receivers: HubSocket[] = [];
    targets.forEach(({ socket, key }, index) => {
      if (activations.get(socket) !== key) return;
      const verdict = verdicts[index] ?? 'close';
      if (verdict === 'deliver') {
        receivers.push(socket);
        return;
      }
      unsubscribe(socket);
      // The client may reconnect: with a renewed token (its own password change) it gets back in.
      if (verdict === 'close')
        void socket.close({ error: 'The session ended.', allowReconnect: true });
    });
    return receivers;
  };

  const recheckTargets = async (
    customerId: number,
    targets: ReadonlyArray<{ socket: HubSocket; key: string }>,
  ): Promise<HubSocket[]> => {
    if (!options.recheck) return targets.map((t) => t.socket);
    const verdicts = await options.recheck(
      customerId,
      targets.map((t) => t.socket.user),
    );
    return closing ? [] : applyVerdicts(targets, verdicts);
  };

  const deliverNow = async (event: HubEvent) => {
    const targets: Array<{ socket: HubSocket; key: string }> = [];
    for (const userId of new Set(event.userIds)) {
      const key = subscriptionKey(event.customerId, userId);
      for (const socket of subscribers.get(key) ?? []) targets.push({ socket, key });
    }
    if (targets.length === 0) return;
    const receivers = await recheckTargets(event.customerId, targets);
    if (receivers.length === 0) return;
    const record = invocationRecord(NEW_ATT_METHOD, [event.flag, event.phone, event.messages]);
    for (const socket of receivers) socket.send(record);
  };

  /** Sends `DashboardChanged({ customerId })` to the customer's connections the audience admits. */
  const deliverDashboardNow = async (customerId: number) => {
    const audience = options.dashboardAudience;
    if (!audience) return;
    const targets: Array<{ socket: HubSocket; key: string }> = [];
    for (const [socket, subscribed] of subscribedCustomer) {
      const key = activations.get(socket);
      if (subscribed === customerId && key !== undefined) targets.push({ socket, key });
    }
    if (targets.length === 0) return;
    const receivers = await recheckTargets(customerId, targets);
    if (receivers.length === 0) return;
    const admitted = await audience(
      customerId,
      receivers.map((socket) => socket.user),
    );
    if (closing) return;
    const record = invocationRecord(DASHBOARD_CHANGED_EVENT, [{ customerId }]);
    receivers.forEach((socket, index) => {
      if (admitted[index] === true && subscribedCustomer.get(socket) === customerId)
        socket.send(record);
    });
  };

  /** Sends `HsmStatusChanged(payload)` to the customer's connections the audience admits (ADR 0020). */
  const deliverHsmNow = async (signal: HsmStatusSignal) => {
    const audience = options.hsmAudience;
    if (!audience) return;
    const { customerId } = signal;
    const targets: Array<{ socket: HubSocket; key: string }> = [];
    for (const [socket, subscribed] of subscribedCustomer) {
      const key = activations.get(socket);
      if (subscribed === customerId && key !== undefined) targets.push({ socket, key });
    }
    if (targets.length === 0) return;
    const receivers = await recheckTargets(customerId, targets);
    if (receivers.length === 0) return;
    const admitted = await audience(
      customerId,
      receivers.map((socket) => socket.user),
    );
    if (closing) return;
    const record = invocationRecord(HSM_STATUS_EVENT, [signal.payload]);
    receivers.forEach((socket, index) => {
      if (admitted[index] === true && subscribedCustomer.get(socket) === customerId)
        socket.send(record);
    });
  };

  // Seed 001 §2 "Client dashboard" is live: bursts of changes (many clients writing at once) are
  // coalesced per customer: the first signal is sent at once, later ones within the window once at
  // its end (at most one DashboardChanged per customer per interval on this instance).
  const dashboardIntervalMs = options.dashboardIntervalMs ?? 1000;
  const dashboardWindows = new Map<number, { timer: NodeJS.Timeout; again: boolean }>();
  const sendDashboard = (customerId: number) => {
    deliveries = deliveries.then(() => deliverDashboardNow(customerId)).catch(reportError);
  };
  const openDashboardWindow = (customerId: number) => {
    const timer = setTimeout(() => {
      const window = dashboardWindows.get(customerId);
      dashboardWindows.delete(customerId);
      if (window?.again && !closing) {
        sendDashboard(customerId);
        openDashboardWindow(customerId);
      }
    }, dashboardIntervalMs);
    timer.unref();
    dashboardWindows.set(customerId, { timer, again: false });
  };
  const signalDashboard = (customerId: number) => {
    if (!options.dashboardAudience) return;
    const window = dashboardWindows.get(customerId);
    if (window) {
      window.again = true;
      return;
    }
    sendDashboard(customerId);
    openDashboardWindow(customerId);
  };

  const deliver = (event: BusEvent) => {
    if (closing) return;
    if (isDashboardSignal(event)) {
      signalDashboard(event.customerId);
      return;
    }
    if (isHsmStatusSignal(event)) {
      deliveries = deliveries.then(() => deliverHsmNow(event)).catch(reportError);
      return;
    }
    deliveries = deliveries.then(() => deliverNow(event)).catch(reportError);
  };

  /** Re-checks every subscription, so an ended session loses its connection even without events. */
  const recheckAll = async () => {
    const byCustomer = new Map<number, Array<{ socket: HubSocket; key: string }>>();
    for (const [socket, customerId] of subscribedCustomer) {
      const key = activations.get(socket);
      if (key === undefined) continue;
      let list = byCustomer.get(customerId);
      if (!list) byCustomer.set(customerId, (list = []));
      list.push({ socket, key });
    }
    for (const [customerId, targets] of byCustomer) {
      if (closing) return;
      await recheckTargets(customerId, targets);
    }
  };
  const recheckIntervalMs = options.recheckIntervalMs ?? 60_000;
  const recheckTimer =
    options.recheck && recheckIntervalMs > 0
      ? setInterval(() => {
          deliveries = deliveries.then(recheckAll).catch(reportError);
        }, recheckIntervalMs)
      : undefined;
  recheckTimer?.unref();

  const wss = new WebSocketServer({
    noServer: true,
    clientTracking: false,
    perMessageDeflate: false,
    maxPayload: maxMessageBytes,
  });

  const accept = async (request: IncomingMessage, socket: Duplex, head: Buffer, url: URL) => {
    const token = bearerToken(request, url);
    const user = token ? await options.verifyToken(token).catch(() => null) : null;
    if (!user) return rejectUpgrade(socket, 401, 'Missing, invalid or expired token.');
    const id = url.searchParams.get('id');
    let connectionId: string;
    if (id) {
      const entry = takePending(id);
      if (!entry) return rejectUpgrade(socket, 401, 'Unknown or expired connection token.');
      if (entry.userId !== user.userId)
        return rejectUpgrade(socket, 401, 'The token belongs to another user.');
      connectionId = entry.connectionId;
    } else {
      // skipNegotiation: the client connects straight to the WebSocket.
      connectionId = newId();
    }
    if (closing) return rejectUpgrade(socket, 503, 'The server is shutting down.');
    wss.handleUpgrade(request, socket, head, (ws) => {
      if (closing) {
        ws.terminate();
        return;
      }
      const hubSocket = new HubSocket(ws, connectionId, user, socketOptions, {
        invoke: (target, method, args) => {
          if (method.toLowerCase() === ACTIVATE_METHOD.toLowerCase()) return activate(target, args);
          return Promise.reject(new HubError(`Unknown hub method '${method}'.`));
        },
        closed: (closed) => {
          unsubscribe(closed);
          connections.delete(closed);
        },
        error: (failed, error) => {
          app.log.error({ err: error, connectionId: failed.connectionId }, 'hub method failed');
        },
      });
      connections.add(hubSocket);
    });
  };

  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    let url: URL;
    try {
      url = new URL(request.url ?? '/', 'http://localhost');
    } catch {
      return;
    }
    const pathname = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname;
    // Other paths belong to other upgrade handlers: leave their sockets alone.
    if (pathname !== fullPath) return;
    socket.on('error', () => socket.destroy());
    if (closing) return rejectUpgrade(socket, 503, 'The server is shutting down.');
    accept(request, socket, head, url).catch((error: unknown) => {
      app.log.error({ err: error }, 'hub upgrade failed');
      rejectUpgrade(socket, 500, 'Internal error.');
    });
  };

  app.register(async (scope) => {
    // The client posts an empty body (or a text one): never reject negotiate for its content type.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: 4096 },
      (_request, _body, done) => done(null, undefined),
    );
    scope.post(
      `${path}/negotiate`,
      {
        config: publicRoute(
          'the hub verifies the bearer access_token itself, here and on the socket',
        ),
        schema: {
          summary: 'SignalR negotiate (version 1) for the real-time hub',
          querystring: {
            type: 'object',
            properties: { negotiateVersion: { type: 'integer' }, access_token: { type: 'string' } },
          },
          response: {
            200: {
              type: 'object',
              properties: {
                negotiateVersion: { type: 'integer' },
                connectionId: { type: 'string' },
                connectionToken: { type: 'string' },
                availableTransports: {
                  type: 'array',
                  items: {
                    type: 'object',
                    properties: {
                      transport: { type: 'string' },
                      transferFormats: { type: 'array', items: { type: 'string' } },
                    },
                  },
                },
              },
            },
            401: errorSchema,
            503: errorSchema,
          },
        },
      },
      async (request, reply) => {
        const url = new URL(request.url, 'http://localhost');
        const token = bearerToken(request.raw, url);
        const user = token ? await options.verifyToken(token).catch(() => null) : null;
        if (!user) {
          return reply
            .code(401)
            .send({ error: 'unauthorized', message: 'Missing, invalid or expired token.' });
        }
        if (closing) {
          return reply
            .code(503)
            .send({ error: 'unavailable', message: 'The server is shutting down.' });
        }
        sweepPending();
        const connectionId = newId();
        const version = Number(url.searchParams.get('negotiateVersion') ?? 0) >= 1 ? 1 : 0;
        // Version 0 clients use the connection id itself on the socket URL.
        const connectionToken = version === 1 ? newId() : connectionId;
        // Bound the memory one caller can hold by negotiating in a loop: the oldest unused tokens go first.
        while (pending.size >= MAX_PENDING_CONNECTIONS) {
          const oldest = pending.keys().next();
          if (oldest.done) break;
          pending.delete(oldest.value);
        }
        pending.set(connectionToken, {
          connectionId,
          userId: user.userId,
          expiresAt: Date.now() + tokenTtlMs,
        });
        const availableTransports = [{ transport: 'WebSockets', transferFormats: ['Text'] }];
        return version === 1
          ? { negotiateVersion: 1, connectionId, connectionToken, availableTransports }
          : { negotiateVersion: 0, connectionId, availableTransports };
      },
    );
  });

  app.server.on('upgrade', onUpgrade);
  const unsubscribeBus = options.bus.subscribeAll(deliver);

  const handle: HubHandle = {
    close() {
      closePromise ??= (async () => {
        closing = true;
        if (recheckTimer) clearInterval(recheckTimer);
        for (const window of dashboardWindows.values()) clearTimeout(window.timer);
        dashboardWindows.clear();
        app.server.off('upgrade', onUpgrade);
        unsubscribeBus();
        pending.clear();
        await Promise.all([...connections].map((socket) => socket.close({ allowReconnect: true })));
        subscribers.clear();
        subscribedCustomer.clear();
        await deliveries;
        await new Promise<void>((resolve) => wss.close(() => resolve()));
      })();
      return closePromise;
    },
    connectionCount: () => connections.size,
  };

  app.addHook('preClose', () => handle.close());
  return handle;
}
