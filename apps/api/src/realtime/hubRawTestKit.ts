// Raw WebSocket helpers for the hub's protocol-level tests (no SignalR client in between).
import { WebSocket } from 'ws';
import type { HubOptions } from './hub';
import { TEST_HUB_PATH, startHubServer, waitFor, type TestHubServer } from './hubTestKit';
import { createMemoryBus } from './memoryBus';
import type { EventBus } from './types';

/** The record separator of the JSON hub protocol. */
export const RS = '\u001e';
/** The handshake of a json protocol client, version 1. */
export const HANDSHAKE = `{"protocol":"json","version":1}${RS}`;

/** Outcome of a raw WebSocket upgrade attempt: 101 when it opened, else the HTTP status. */
export function upgradeStatus(url: string, headers: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { headers });
    ws.on('open', () => {
      ws.terminate();
      resolve(101);
    });
    ws.on('unexpected-response', (_request, response) => {
      resolve(response.statusCode ?? 0);
      response.resume();
      ws.terminate();
    });
    ws.on('error', (error) => reject(error));
  });
}

/** A raw WebSocket client that speaks records, for protocol-level tests. */
export class RawHubClient {
  readonly records: string[] = [];
  private buffer = '';
  private waiters: (() => void)[] = [];
  closed = false;
  closeCode?: number;

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      this.buffer += (data as Buffer).toString('utf8');
      const parts = this.buffer.split('\u001e');
      this.buffer = parts.pop() ?? '';
      this.records.push(...parts);
      this.wake();
    });
    ws.on('close', (code) => {
      this.closed = true;
      this.closeCode = code;
      this.wake();
    });
  }

  /** Opens a socket to `url` (rejects on a failed upgrade). */
  static open(url: string, headers: Record<string, string> = {}): Promise<RawHubClient> {
    return new Promise((resolve, reject) => {
      const ws = new WebSocket(url, { headers });
      const client = new RawHubClient(ws);
      ws.once('open', () => resolve(client));
      ws.once('error', reject);
    });
  }

  private wake() {
    const waiters = this.waiters;
    this.waiters = [];
    for (const waiter of waiters) waiter();
  }

  /** Sends raw text as one WebSocket message. */
  sendText(text: string): void {
    this.ws.send(text);
  }

  /** Waits for the record number `index` (0-based) and returns it parsed. */
  async record(index: number, timeoutMs = 3000): Promise<Record<string, unknown>> {
    const deadline = Date.now() + timeoutMs;
    while (this.records.length <= index) {
      if (this.closed)
        throw new Error(`Socket closed before record ${index}: ${JSON.stringify(this.records)}`);
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`No record ${index}: ${JSON.stringify(this.records)}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    return JSON.parse(this.records[index] as string) as Record<string, unknown>;
  }

  /** Waits until the socket is closed. */
  async waitClosed(timeoutMs = 3000): Promise<void> {
    await waitFor(() => this.closed, timeoutMs, 'socket close');
  }

  /** Closes the socket. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.ws.terminate();
    await this.waitClosed();
  }
}

/** A raw-protocol test's server, bus and sockets: a fresh bus per test, all closed after it. */
export interface RawHubHarness {
  readonly server: TestHubServer;
  readonly bus: EventBus;
  /** Sockets closed after the test (push any opened by hand). */
  readonly raws: RawHubClient[];
  start(
    options?: Partial<HubOptions>,
    configure?: Parameters<typeof startHubServer>[2],
  ): Promise<void>;
  /** Negotiates as `token`; expects a 200 and answers its body. */
  negotiate(token?: string, version?: number): Promise<Record<string, unknown>>;
  socketUrl(query: string): string;
  open(query?: string): Promise<RawHubClient>;
  /** Opens a socket and completes the handshake. */
  openHandshaken(): Promise<RawHubClient>;
}

/** Registers the per-test bus and clean-up of a raw-protocol test file and answers its helpers. */
export function useRawHubHarness(): RawHubHarness {
  let bus: EventBus;
  let server: TestHubServer | undefined;
  const raws: RawHubClient[] = [];

  beforeEach(() => {
    bus = createMemoryBus();
  });

  afterEach(async () => {
    await Promise.all(raws.splice(0).map((raw) => raw.close()));
    await server?.close();
    await bus.close();
  });

  const harness: RawHubHarness = {
    get server() {
      if (!server) throw new Error('Call start() first.');
      return server;
    },
    get bus() {
      return bus;
    },
    raws,
    async start(options = {}, configure) {
      server = await startHubServer(bus, options, configure);
    },
    async negotiate(token = 'good-7', version = 1) {
      const response = await fetch(`${harness.server.url}/negotiate?negotiateVersion=${version}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.status).toBe(200);
      return (await response.json()) as Record<string, unknown>;
    },
    socketUrl: (query) => `${harness.server.wsOrigin}${TEST_HUB_PATH}?${query}`,
    async open(query = 'access_token=good-7') {
      const raw = await RawHubClient.open(harness.socketUrl(query));
      raws.push(raw);
      return raw;
    },
    async openHandshaken() {
      const raw = await harness.open();
      raw.sendText(HANDSHAKE);
      expect(await raw.record(0)).toEqual({});
      return raw;
    },
  };
  return harness;
}
