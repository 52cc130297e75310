/**
 * Test helper: the smallest server the official `@microsoft/signalr` client accepts (negotiate version 1,
 * WebSockets, JSON hub protocol). It records activations and can push `NewAtt` or drop every socket.
 * The real hub lives in apps/api; this only lets the client wrapper be tested against the real client.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';

const RS = '\u001e';

/** A running mini hub. */
export interface MiniHub {
  url: string;
  /** `User_Att_Activate` calls with the token each connection presented. */
  activations: Array<{ args: unknown[]; token: string | null }>;
  negotiations: number;
  send(target: string, ...args: unknown[]): void;
  /** Kills every socket without a close message (a network drop). */
  dropAll(): void;
  openSockets(): number;
  close(): Promise<void>;
}

/** Starts a mini hub on a free loopback port at `path`. */
export async function startMiniHub(path = '/hubs/attendance'): Promise<MiniHub> {
  const sockets = new Set<WebSocket>();
  const activations: MiniHub['activations'] = [];
  let negotiations = 0;
  let counter = 0;

  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (req.method === 'POST' && url.pathname === `${path}/negotiate`) {
      negotiations += 1;
      counter += 1;
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          negotiateVersion: 1,
          connectionId: `c${counter}`,
          connectionToken: `t${counter}`,
          availableTransports: [{ transport: 'WebSockets', transferFormats: ['Text', 'Binary'] }],
        }),
      );
      return;
    }
    res.writeHead(404).end();
  });

  const wss = new WebSocketServer({ noServer: true });
  server.on('upgrade', (req, socket, head) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname !== path) {
      socket.destroy();
      return;
    }
    const header = req.headers.authorization;
    const token = url.searchParams.get('access_token') ?? (header?.replace(/^Bearer /, '') || null);
    wss.handleUpgrade(req, socket, head, (ws) => {
      sockets.add(ws);
      let handshakeDone = false;
      ws.on('close', () => sockets.delete(ws));
      ws.on('message', (data) => {
        for (const frame of data.toString().split(RS)) {
          if (!frame) continue;
          const message = JSON.parse(frame) as {
            type?: number;
            invocationId?: string;
            target?: string;
            arguments?: unknown[];
          };
          if (!handshakeDone) {
            handshakeDone = true;
            ws.send(`{}${RS}`);
            continue;
          }
          if (message.type === 1) {
            if (message.target === 'User_Att_Activate') {
              activations.push({ args: message.arguments ?? [], token });
            }
            if (message.invocationId !== undefined) {
              ws.send(
                JSON.stringify({ type: 3, invocationId: message.invocationId, result: null }) + RS,
              );
            }
          } else if (message.type === 7) {
            ws.close();
          }
        }
      });
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}${path}`,
    activations,
    get negotiations() {
      return negotiations;
    },
    send(target, ...args) {
      const frame = JSON.stringify({ type: 1, target, arguments: args }) + RS;
      for (const ws of sockets) ws.send(frame);
    },
    dropAll() {
      for (const ws of sockets) ws.terminate();
    },
    openSockets: () => sockets.size,
    async close() {
      for (const ws of sockets) ws.terminate();
      wss.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Waits until `check` returns true (polling), or fails after `timeoutMs`. */
export async function waitFor(check: () => boolean, timeoutMs = 5_000): Promise<void> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error('Timed out waiting for a condition.');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
