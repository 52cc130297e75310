import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { AuthUser } from '../auth/types';
import { publicRoute } from '../access/declare';

/** A negotiated connection token not used yet. */
interface PendingConnection {
  connectionId: string;
  userId: number;
  expiresAt: number;
}

const MAX_PENDING_CONNECTIONS = 10_000;

/** A random id (connection ids and tokens). */
export const newId = () => randomBytes(16).toString('base64url');

/** The caller's bearer token: the Authorization header, else `access_token` in the query. */
export function bearerToken(request: IncomingMessage, url: URL): string | null {
  const header = request.headers.authorization;
  if (header) {
    const match = /^Bearer\s+(.+)$/i.exec(header.trim());
    if (match?.[1]) return match[1];
  }
  return url.searchParams.get('access_token') || null;
}

/** Connection tokens handed by negotiate and taken, once, by the socket upgrade. */
export interface ConnectionTokens {
  /** A new connection for `userId`; version 0 clients use the connection id itself as token. */
  issue(userId: number, version: 0 | 1): { connectionId: string; connectionToken: string };
  /** Takes an unexpired token (it cannot be used again). */
  take(token: string): { connectionId: string; userId: number } | null;
  clear(): void;
}

/** Creates the token store; unused tokens expire after `ttlMs`. */
export function createConnectionTokens(ttlMs: number): ConnectionTokens {
  /** Oldest first (insertion order = expiry order). */
  const pending = new Map<string, PendingConnection>();
  const sweep = () => {
    const now = Date.now();
    for (const [token, entry] of pending) {
      if (entry.expiresAt > now) break;
      pending.delete(token);
    }
  };
  return {
    issue(userId, version) {
      sweep();
      const connectionId = newId();
      const connectionToken = version === 1 ? newId() : connectionId;
      // Bound the memory one caller can hold by negotiating in a loop: the oldest unused tokens go first.
      while (pending.size >= MAX_PENDING_CONNECTIONS) {
        const oldest = pending.keys().next();
        if (oldest.done) break;
        pending.delete(oldest.value);
      }
      pending.set(connectionToken, { connectionId, userId, expiresAt: Date.now() + ttlMs });
      return { connectionId, connectionToken };
    },
    take(token) {
      sweep();
      const entry = pending.get(token);
      if (!entry) return null;
      pending.delete(token);
      return entry;
    },
    clear: () => pending.clear(),
  };
}

const errorSchema = {
  type: 'object',
  properties: { error: { type: 'string' }, message: { type: 'string' } },
} as const;

const negotiateSchema = {
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
};

/** What the negotiate route needs. */
export interface NegotiateOptions {
  /** The hub path, e.g. '/hubs/attendance' (the route is `<path>/negotiate`). */
  path: string;
  verifyToken(token: string): Promise<AuthUser | null>;
  tokens: ConnectionTokens;
  isClosing(): boolean;
}

/** Registers `POST <path>/negotiate` (SignalR negotiate, versions 0 and 1, WebSockets only). */
export function registerNegotiate(app: FastifyInstance, options: NegotiateOptions): void {
  app.register(async (scope) => {
    // The client posts an empty body (or a text one): never reject negotiate for its content type.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: 4096 },
      (_request, _body, done) => done(null, undefined),
    );
    scope.post(
      `${options.path}/negotiate`,
      {
        config: publicRoute(
          'the hub verifies the bearer access_token itself, here and on the socket',
        ),
        schema: negotiateSchema,
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
        if (options.isClosing()) {
          return reply
            .code(503)
            .send({ error: 'unavailable', message: 'The server is shutting down.' });
        }
        const version = Number(url.searchParams.get('negotiateVersion') ?? 0) >= 1 ? 1 : 0;
        const { connectionId, connectionToken } = options.tokens.issue(user.userId, version);
        const availableTransports = [{ transport: 'WebSockets', transferFormats: ['Text'] }];
        return version === 1
          ? { negotiateVersion: 1, connectionId, connectionToken, availableTransports }
          : { negotiateVersion: 0, connectionId, availableTransports };
      },
    );
  });
}
