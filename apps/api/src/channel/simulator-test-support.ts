// For the simulator's tests: a server with the simulator on loopback, its channel, file store and
// what reached the inbound pipeline, plus an event-stream client.
import http from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createLocalFileStore } from '../files/local-store';
import { buildTestApp } from '../files/test-support';
import type { FileStore } from '../files/types';
import { pipelineInto } from '../inbound/test-support';
import { createSimulatorChannel, type SimulatorChannel } from './simulator-channel';
import { registerSimulator, type SimulatorDirectory } from './simulator-routes';
import type { InboundMessage } from './types';

/** A 1x1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
/** The start of an Ogg file. */
export const OGG = Buffer.concat([Buffer.from('OggS'), Buffer.alloc(40)]);

/** Two business numbers and a two-message history for any pair. */
export const directory: SimulatorDirectory = {
  listNumbers: async () => [
    { phoneNumberId: 'pn-1', displayPhone: '+55 11 4000-0001', customerName: 'Loja Azul' },
    { phoneNumberId: 'pn-2', displayPhone: '+54 11 5000-0002', customerName: 'Tienda Roja' },
  ],
  history: async (phoneNumberId, phone) => [
    {
      direction: 'in',
      text: `hello from ${phone} to ${phoneNumberId}`,
      at: '2024-01-01T10:00:00.000Z',
    },
    { direction: 'out', text: 'hi!', at: '2024-01-01T10:01:00.000Z' },
  ],
};

/** A running simulator of one test file. */
export interface SimulatorHarness {
  readonly dir: string;
  readonly app: FastifyInstance;
  readonly base: string;
  readonly channel: SimulatorChannel;
  readonly store: FileStore;
  /** What reached the inbound pipeline's end (emptied before each test). */
  readonly received: InboundMessage[];
  postJson(route: string, body: unknown): Promise<Response>;
  openEvents(query: string): ReturnType<typeof openEventsAt>;
}

/** Starts the simulator for the file (before all its tests) and closes it after them. */
export function useSimulatorHarness(): SimulatorHarness {
  let dir: string;
  let app: FastifyInstance;
  let base: string;
  let channel: SimulatorChannel;
  let store: FileStore;
  const received: InboundMessage[] = [];

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'atende-sim-'));
    store = createLocalFileStore({ dir, publicUrl: 'http://localhost:4000', fileBase: '/files' });
    channel = createSimulatorChannel();
    app = buildTestApp();
    await registerSimulator(app, {
      config: { simulatorEnabled: true, maxUploadBytes: 1024 * 1024 },
      adapter: channel,
      sink: pipelineInto(async (m) => void received.push(m)),
      directory,
      fileStore: store,
      heartbeatMs: 100,
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('no address');
    base = `http://127.0.0.1:${address.port}`;
  });

  afterAll(async () => {
    await app.close();
    await rm(dir, { recursive: true, force: true });
  });

  beforeEach(() => {
    received.length = 0;
  });

  return {
    get dir() {
      return dir;
    },
    get app() {
      return app;
    },
    get base() {
      return base;
    },
    get channel() {
      return channel;
    },
    get store() {
      return store;
    },
    received,
    postJson: (route, body) =>
      fetch(`${base}${route}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }),
    openEvents: (query) => openEventsAt(base, query),
  };
}

/** A real HTTP client reading the event stream; collects raw text. */
export function openEventsAt(base: string, query: string) {
  let text = '';
  let resolveOpen: () => void;
  const opened = new Promise<void>((r) => (resolveOpen = r));
  let status = 0;
  let contentType = '';
  const req = http.get(`${base}/simulator/events?${query}`, (res) => {
    status = res.statusCode ?? 0;
    contentType = String(res.headers['content-type']);
    res.setEncoding('utf8');
    res.on('data', (chunk: string) => {
      text += chunk;
      if (text.includes(': connected')) resolveOpen();
    });
  });
  req.on('error', () => undefined);
  return {
    opened,
    get text() {
      return text;
    },
    get status() {
      return status;
    },
    get contentType() {
      return contentType;
    },
    close: () => req.destroy(),
  };
}

/** Polls until `check` is true; fails after `ms`. */
export async function until(check: () => boolean, ms = 3000) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
}
