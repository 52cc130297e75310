import { STATUS_CODES, type IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { WebSocketServer, type WebSocket } from 'ws';
import type { AuthUser } from '../auth/types';
import { bearerToken, newId, type ConnectionTokens } from './hubNegotiate';

/** What the socket upgrade needs. */
export interface UpgradeOptions {
  /** Full path of the hub, the instance's prefix included. */
  fullPath: string;
  verifyToken(token: string): Promise<AuthUser | null>;
  tokens: ConnectionTokens;
  isClosing(): boolean;
  /** Largest WebSocket message accepted, in bytes. */
  maxMessageBytes: number;
  /** Takes an accepted WebSocket of the verified user. */
  open(ws: WebSocket, connectionId: string, user: AuthUser): void;
}

/** Control of the attached upgrade handler. */
export interface UpgradeHandle {
  /** Stops taking upgrades. */
  stop(): void;
  /** Closes the WebSocket server (after the connections were closed). */
  close(): Promise<void>;
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

/**
 * Takes WebSocket upgrades on the hub path (other paths are left to other handlers): checks the
 * bearer token and the negotiated connection token (used once, by the user who negotiated), or
 * accepts a straight connection (skipNegotiation).
 */
export function attachUpgrade(app: FastifyInstance, options: UpgradeOptions): UpgradeHandle {
  const { isClosing } = options;
  const wss = new WebSocketServer({
    noServer: true,
    clientTracking: false,
    perMessageDeflate: false,
    maxPayload: options.maxMessageBytes,
  });

  const accept = async (request: IncomingMessage, socket: Duplex, head: Buffer, url: URL) => {
    const token = bearerToken(request, url);
    const user = token ? await options.verifyToken(token).catch(() => null) : null;
    if (!user) return rejectUpgrade(socket, 401, 'Missing, invalid or expired token.');
    const id = url.searchParams.get('id');
    let connectionId: string;
    if (id) {
      const entry = options.tokens.take(id);
      if (!entry) return rejectUpgrade(socket, 401, 'Unknown or expired connection token.');
      if (entry.userId !== user.userId)
        return rejectUpgrade(socket, 401, 'The token belongs to another user.');
      connectionId = entry.connectionId;
    } else {
      // skipNegotiation: the client connects straight to the WebSocket.
      connectionId = newId();
    }
    if (isClosing()) return rejectUpgrade(socket, 503, 'The server is shutting down.');
    wss.handleUpgrade(request, socket, head, (ws) => {
      if (isClosing()) ws.terminate();
      else options.open(ws, connectionId, user);
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
    if (pathname !== options.fullPath) return;
    socket.on('error', () => socket.destroy());
    if (isClosing()) return rejectUpgrade(socket, 503, 'The server is shutting down.');
    accept(request, socket, head, url).catch((error: unknown) => {
      app.log.error({ err: error }, 'hub upgrade failed');
      rejectUpgrade(socket, 500, 'Internal error.');
    });
  };

  app.server.on('upgrade', onUpgrade);
  return {
    stop: () => void app.server.off('upgrade', onUpgrade),
    close: () => new Promise<void>((resolve) => wss.close(() => resolve())),
  };
}
