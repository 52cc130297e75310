// Raw WebSocket helpers for the hub's protocol-level tests (no SignalR client in between).
import { WebSocket } from 'ws';
import { waitFor } from './hubTestKit';

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
