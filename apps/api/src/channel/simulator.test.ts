import http from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import type { FastifyInstance } from 'fastify';
import { createLocalFileStore } from '../files/local-store';
import { buildTestApp } from '../files/test-support';
import type { FileStore } from '../files/types';
import { createSimulatorChannel, type SimulatorChannel } from './simulator-channel';
import { registerSimulator, type SimulatorDirectory } from './simulator-routes';
import type { InboundMessage } from './types';
import { pipelineInto } from '../inbound/test-support';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const OGG = Buffer.concat([Buffer.from('OggS'), Buffer.alloc(40)]);

const directory: SimulatorDirectory = {
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

const postJson = (route: string, body: unknown) =>
  fetch(`${base}${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('simulator page', () => {
  it('is served self-contained with a strict CSP whose nonce matches its script and style', async () => {
    const res = await fetch(`${base}/simulator`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const csp = res.headers.get('content-security-policy')!;
    const nonce = /script-src 'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain(`style-src 'nonce-${nonce}'`);
    expect(csp).toContain("connect-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');

    const html = await res.text();
    expect(html).toContain(`<script nonce="${nonce}">`);
    expect(html).toContain(`<style nonce="${nonce}">`);
    expect(html).not.toMatch(
      /<script[^>]+src=|<link[^>]+href=|innerHTML|outerHTML|insertAdjacentHTML|document\.write/,
    );
    expect(html).not.toMatch(/\sstyle="/);
    for (const lang of ['en:', 'pt:', 'es:']) expect(html).toContain(lang);

    // The inline script is valid JavaScript.
    const script = /<script nonce="[^"]+">([\s\S]*?)<\/script>/.exec(html)![1]!;
    expect(() => new vm.Script(script)).not.toThrow();

    const again = await fetch(`${base}/simulator`);
    expect(again.headers.get('content-security-policy')).not.toContain(nonce);
  });

  it('lists numbers and loads a history', async () => {
    expect(await (await fetch(`${base}/simulator/numbers`)).json()).toHaveLength(2);
    const history = await fetch(
      `${base}/simulator/history?phoneNumberId=pn-1&phone=%2B55%2011%2098888-7777`,
    );
    expect(await history.json()).toEqual([
      { direction: 'in', text: 'hello from 5511988887777 to pn-1', at: '2024-01-01T10:00:00.000Z' },
      { direction: 'out', text: 'hi!', at: '2024-01-01T10:01:00.000Z' },
    ]);
    const bad = await fetch(`${base}/simulator/history?phoneNumberId=pn-1&phone=12`);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ field: 'phone' });
  });
});

describe('simulator send', () => {
  it('feeds a text through the webhook path to the sink', async () => {
    const res = await postJson('/simulator/send', {
      phoneNumberId: 'pn-2',
      from: '+54 9 11 2222-3333',
      name: 'Juan Pérez',
      text: 'Hola, ¿tienen stock?',
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as {
      received: number;
      messages: Array<{ direction: string; text: string }>;
    };
    expect(body.received).toBe(1);
    expect(body.messages).toEqual([
      expect.objectContaining({ direction: 'in', text: 'Hola, ¿tienen stock?' }),
    ]);
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({
      phoneNumberId: 'pn-2',
      displayPhone: '541150000002',
      from: '5491122223333',
      profileName: 'Juan Pérez',
      kind: 'text',
      text: 'Hola, ¿tienen stock?',
    });
    expect(received[0]!.waMessageId).toMatch(/^wamid\./);
    expect(received[0]!.timestamp).toBeInstanceOf(Date);
  });

  it('uploads media and sends it as its address, the text following as a caption', async () => {
    const up = await postJson('/simulator/media', {
      file: PNG.toString('base64'),
      format: 'png',
      file_name: 'foto.png',
    });
    expect(up.status).toBe(200);
    const media = (await up.json()) as { id: string; url: string; kind: string };
    expect(media.kind).toBe('image');
    expect(media.url).toBe(`http://localhost:4000/files/hornitos/${media.id}/foto.png`);

    const res = await postJson('/simulator/send', {
      phoneNumberId: 'pn-1',
      from: '5511988887777',
      name: 'Maria',
      media: { id: media.id },
      text: 'olha isto',
    });
    expect(res.status).toBe(200);
    expect(received.map((m) => [m.kind, m.text, m.profileName])).toEqual([
      ['image', media.url, 'Maria'],
      ['text', 'olha isto', 'Maria'],
    ]);
    expect(received[0]!.media).toMatchObject({ id: media.id, mimeType: 'image/png' });

    received.length = 0;
    const audio = (await (
      await postJson('/simulator/media', {
        file: OGG.toString('base64'),
        format: 'audio/ogg',
        file_name: 'voz',
      })
    ).json()) as { id: string; url: string };
    await postJson('/simulator/send', {
      phoneNumberId: 'pn-1',
      from: '5511988887777',
      media: { id: audio.id },
      text: 'ouve',
    });
    expect(received.map((m) => [m.kind, m.text])).toEqual([
      ['audio', audio.url],
      ['text', 'ouve'],
    ]);
    expect(audio.url.endsWith('/voz.ogg')).toBe(true);
  });

  it('refuses bad sends with 400 naming the field, storing nothing', async () => {
    const cases: Array<[unknown, string]> = [
      [{ phoneNumberId: 'nope', from: '5511988887777', text: 'x' }, 'phoneNumberId'],
      [{ phoneNumberId: 'pn-1', from: '12', text: 'x' }, 'from'],
      [{ phoneNumberId: 'pn-1', from: '5511988887777' }, 'text'],
      [{ phoneNumberId: 'pn-1', from: '5511988887777', text: 5 }, 'text'],
      [
        { phoneNumberId: 'pn-1', from: '5511988887777', media: { id: '../../etc/passwd' } },
        'media.id',
      ],
    ];
    for (const [body, field] of cases) {
      const res = await postJson('/simulator/send', body);
      expect([field, res.status]).toEqual([field, 400]);
      expect(await res.json()).toMatchObject({ error: 'bad_request', field });
    }
    const exe = await postJson('/simulator/media', {
      file: Buffer.from('MZ\x90\x00').toString('base64'),
      format: 'png',
      file_name: 'x.png',
    });
    expect(exe.status).toBe(415);
    expect(received).toHaveLength(0);
  });
});

/** A real HTTP client reading the event stream; collects raw text. */
function openEvents(query: string) {
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

async function until(check: () => boolean, ms = 3000) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe('simulator events', () => {
  it('delivers adapter.send to a live event stream, with heartbeats, and cleans up on disconnect', async () => {
    const stream = openEvents('phoneNumberId=pn-1&phone=%2B55%2011%2098888-7777');
    const other = openEvents('phoneNumberId=pn-2&phone=5511988887777');
    await Promise.all([stream.opened, other.opened]);
    expect(stream.status).toBe(200);
    expect(stream.contentType).toBe('text/event-stream; charset=utf-8');
    expect(channel.listenerCount('pn-1', '5511988887777')).toBe(1);

    await channel.send({
      customerId: 1,
      phoneNumberId: 'pn-1',
      to: '5511988887777',
      text: 'Olá Maria <b>!</b>',
      messageId: 42,
      payload: { type: 'text', text: 'Olá Maria <b>!</b>' },
    });
    await until(() => stream.text.includes('data: '));
    const frame = /data: (.*)\n\n/.exec(stream.text)![1]!;
    expect(JSON.parse(frame)).toEqual({
      direction: 'out',
      text: 'Olá Maria <b>!</b>',
      at: expect.any(String),
      messageId: 42,
    });
    expect(other.text).not.toContain('data: ');

    await until(() => stream.text.includes(': heartbeat'));

    stream.close();
    other.close();
    await until(() => channel.listenerCount() === 0);
  });

  it('refuses a stream without a valid pair and closes open streams when the app closes', async () => {
    const bad = await fetch(`${base}/simulator/events?phoneNumberId=pn-1`);
    expect(bad.status).toBe(400);

    const store2 = createLocalFileStore({ dir, publicUrl: 'http://x', fileBase: '' });
    const ch = createSimulatorChannel();
    // As in production: close() only drops idle sockets, so the stream must be ended by the simulator.
    const app2 = buildTestApp({ forceCloseConnections: 'idle' });
    await registerSimulator(app2, {
      config: { simulatorEnabled: true, maxUploadBytes: 1000 },
      adapter: ch,
      sink: pipelineInto(async () => undefined),
      directory,
      fileStore: store2,
    });
    await app2.listen({ host: '127.0.0.1', port: 0 });
    const port = (app2.server.address() as { port: number }).port;
    await new Promise<void>((resolve) => {
      http.get(
        `http://127.0.0.1:${port}/simulator/events?phoneNumberId=pn-1&phone=5511988887777`,
        (res) => {
          res.once('data', () => resolve());
          res.resume();
        },
      );
    });
    expect(ch.listenerCount()).toBe(1);
    await app2.close();
    expect(ch.listenerCount()).toBe(0);
  });

  it('registers nothing when the simulator is disabled', async () => {
    const app3 = buildTestApp();
    await registerSimulator(app3, {
      config: { simulatorEnabled: false, maxUploadBytes: 1000 },
      adapter: createSimulatorChannel(),
      sink: pipelineInto(async () => undefined),
      directory,
      fileStore: store,
    });
    await app3.listen({ host: '127.0.0.1', port: 0 });
    const port = (app3.server.address() as { port: number }).port;
    expect((await fetch(`http://127.0.0.1:${port}/simulator`)).status).toBe(404);
    await app3.close();
  });
});
