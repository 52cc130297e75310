// Protocol-level checks with plain HTTP and a raw WebSocket (what the official client never sends).
import { WebSocketServer } from 'ws';
import { createMemoryBus } from './memoryBus';
import type { HubOptions } from './hub';
import { RawHubClient, upgradeStatus } from './hubRawTestKit';
import {
  TEST_HUB_PATH,
  sampleEvent,
  startHubServer,
  waitFor,
  type TestHubServer,
} from './hubTestKit';
import type { EventBus } from './types';

const RS = '\u001e';
const HANDSHAKE = `{"protocol":"json","version":1}${RS}`;

describe('hub protocol on the wire', () => {
  let bus: EventBus;
  let server: TestHubServer;
  const raws: RawHubClient[] = [];

  async function start(
    options: Partial<HubOptions> = {},
    configure?: Parameters<typeof startHubServer>[2],
  ) {
    server = await startHubServer(bus, options, configure);
  }

  async function negotiate(token = 'good-7', version = 1): Promise<Record<string, unknown>> {
    const response = await fetch(`${server.url}/negotiate?negotiateVersion=${version}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(200);
    return (await response.json()) as Record<string, unknown>;
  }

  const socketUrl = (query: string) => `${server.wsOrigin}${TEST_HUB_PATH}?${query}`;

  async function open(query = 'access_token=good-7'): Promise<RawHubClient> {
    const raw = await RawHubClient.open(socketUrl(query));
    raws.push(raw);
    return raw;
  }

  async function openHandshaken(): Promise<RawHubClient> {
    const raw = await open();
    raw.sendText(HANDSHAKE);
    expect(await raw.record(0)).toEqual({});
    return raw;
  }

  beforeEach(() => {
    bus = createMemoryBus();
  });

  afterEach(async () => {
    await Promise.all(raws.splice(0).map((raw) => raw.close()));
    await server?.close();
    await bus.close();
  });

  describe('negotiate', () => {
    it('requires a valid bearer token', async () => {
      await start();
      const bare = await fetch(`${server.url}/negotiate?negotiateVersion=1`, { method: 'POST' });
      expect(bare.status).toBe(401);
      const bad = await fetch(`${server.url}/negotiate?negotiateVersion=1`, {
        method: 'POST',
        headers: { authorization: 'Bearer nope' },
      });
      expect(bad.status).toBe(401);
    });

    it('answers version 1 with a connection token, also with access_token in the query', async () => {
      await start();
      const body = await negotiate();
      expect(body).toEqual({
        negotiateVersion: 1,
        connectionId: expect.any(String),
        connectionToken: expect.any(String),
        availableTransports: [{ transport: 'WebSockets', transferFormats: ['Text'] }],
      });
      expect(body.connectionToken).not.toBe(body.connectionId);
      const viaQuery = await fetch(
        `${server.url}/negotiate?negotiateVersion=1&access_token=good-7`,
        {
          method: 'POST',
          headers: { 'content-type': 'text/plain;charset=UTF-8' },
          body: '',
        },
      );
      expect(viaQuery.status).toBe(200);
    });

    it('answers version 0 without a connection token', async () => {
      await start();
      const body = await negotiate('good-7', 0);
      expect(body.negotiateVersion).toBe(0);
      expect(body.connectionToken).toBeUndefined();
      expect(
        await upgradeStatus(socketUrl(`id=${String(body.connectionId)}&access_token=good-7`)),
      ).toBe(101);
    });
  });

  describe('upgrade', () => {
    it('accepts the negotiated token once, for the user who negotiated', async () => {
      await start();
      const { connectionToken } = await negotiate('good-7');
      expect(
        await upgradeStatus(socketUrl(`id=${String(connectionToken)}&access_token=good-8`)),
      ).toBe(401);
      // The failed attempt used the token up.
      expect(
        await upgradeStatus(socketUrl(`id=${String(connectionToken)}&access_token=good-7`)),
      ).toBe(401);

      const second = await negotiate('good-7');
      expect(
        await upgradeStatus(socketUrl(`id=${String(second.connectionToken)}&access_token=good-7`)),
      ).toBe(101);
      expect(
        await upgradeStatus(socketUrl(`id=${String(second.connectionToken)}&access_token=good-7`)),
      ).toBe(401);
    });

    it('takes the token from the Authorization header too (what the Node client sends)', async () => {
      await start();
      const { connectionToken } = await negotiate('good-7');
      const url = socketUrl(`id=${String(connectionToken)}`);
      expect(await upgradeStatus(url, { authorization: 'Bearer good-7' })).toBe(101);
    });

    it('rejects a missing or bad token and unknown or expired connection tokens', async () => {
      await start({ connectionTokenTtlMs: 100 });
      expect(await upgradeStatus(socketUrl(''))).toBe(401);
      expect(await upgradeStatus(socketUrl('access_token=bad'))).toBe(401);
      expect(await upgradeStatus(socketUrl('id=unknown&access_token=good-7'))).toBe(401);
      const { connectionToken } = await negotiate('good-7');
      await new Promise((resolve) => setTimeout(resolve, 150));
      expect(
        await upgradeStatus(socketUrl(`id=${String(connectionToken)}&access_token=good-7`)),
      ).toBe(401);
      expect(server.hub.connectionCount()).toBe(0);
    });

    it('leaves upgrades on other paths to other handlers', async () => {
      const other = new WebSocketServer({ noServer: true });
      other.on('connection', (ws) => ws.on('message', (data) => ws.send(`echo:${String(data)}`)));
      await start({}, (app) => {
        app.server.on('upgrade', (request, socket, head) => {
          if (request.url?.startsWith('/other')) {
            other.handleUpgrade(request, socket, head, (ws) =>
              other.emit('connection', ws, request),
            );
          }
        });
        app.addHook('onClose', async () => {
          for (const client of other.clients) client.terminate();
          other.close();
        });
      });
      const echo = await RawHubClient.open(`${server.wsOrigin}/other`);
      raws.push(echo);
      const reply = new Promise<string>((resolve) =>
        echo.ws.once('message', (data) => resolve(String(data))),
      );
      echo.sendText('hi');
      expect(await reply).toBe('echo:hi');
      expect(await upgradeStatus(socketUrl('access_token=good-7'))).toBe(101);
    });
  });

  describe('JSON hub protocol', () => {
    it('handles a frame holding the handshake and several messages', async () => {
      await start();
      const raw = await open();
      raw.sendText(
        `${HANDSHAKE}{"type":6}${RS}{"type":1,"invocationId":"a","target":"User_Att_Activate","arguments":[1,7]}${RS}`,
      );
      expect(await raw.record(0)).toEqual({});
      expect(await raw.record(1)).toEqual({ type: 3, invocationId: 'a', result: true });
    });

    it('joins records split across frames', async () => {
      await start();
      const raw = await open();
      const text = `${HANDSHAKE}{"type":1,"invocationId":"b","target":"User_Att_Activate","arguments":[1,7]}${RS}`;
      for (let i = 0; i < text.length; i += 7) raw.sendText(text.slice(i, i + 7));
      expect(await raw.record(0)).toEqual({});
      expect(await raw.record(1)).toEqual({ type: 3, invocationId: 'b', result: true });
      await bus.publish(sampleEvent({ phone: 'p' }));
      expect(await raw.record(2)).toEqual({
        type: 1,
        target: 'NewAtt',
        arguments: [sampleEvent().flag, 'p', sampleEvent().messages],
      });
    });

    it('answers an unsupported protocol or version with a handshake error and closes', async () => {
      await start();
      const raw = await open();
      raw.sendText(`{"protocol":"messagepack","version":1}${RS}`);
      expect(await raw.record(0)).toEqual({
        error: "The protocol 'messagepack' is not supported.",
      });
      await raw.waitClosed();

      const raw2 = await open();
      raw2.sendText(`{"protocol":"json","version":2}${RS}`);
      expect((await raw2.record(0)).error).toMatch(/version 2/);
      await raw2.waitClosed();
      await waitFor(() => server.hub.connectionCount() === 0);
    });

    it('answers stream invocations with an error and completes nothing for fire-and-forget calls', async () => {
      await start();
      const raw = await openHandshaken();
      raw.sendText(
        `{"type":4,"invocationId":"s","target":"User_Att_Activate","arguments":[1,7]}${RS}`,
      );
      expect(await raw.record(1)).toEqual({
        type: 3,
        invocationId: 's',
        error: expect.stringMatching(/stream/),
      });
      raw.sendText(
        `{"type":1,"invocationId":"t","target":"User_Att_Activate","arguments":[1,7],"streamIds":["0"]}${RS}`,
      );
      expect(await raw.record(2)).toEqual({
        type: 3,
        invocationId: 't',
        error: expect.stringMatching(/stream/),
      });
      raw.sendText(`{"type":1,"target":"User_Att_Activate","arguments":[1,7]}${RS}`);
      raw.sendText(
        `{"type":5,"invocationId":"s"}${RS}{"type":1,"invocationId":"u","target":"Nope","arguments":[]}${RS}`,
      );
      expect(await raw.record(3)).toEqual({
        type: 3,
        invocationId: 'u',
        error: "Unknown hub method 'Nope'.",
      });
    });

    it('closes with an error on a broken message', async () => {
      await start();
      const raw = await openHandshaken();
      raw.sendText(`{not json${RS}`);
      const close = await raw.record(1);
      expect(close).toEqual({ type: 7, error: expect.stringMatching(/not valid JSON/) });
      await raw.waitClosed();
    });

    it('sends server pings', async () => {
      await start({ pingIntervalMs: 30 });
      const raw = await openHandshaken();
      expect(await raw.record(1)).toEqual({ type: 6 });
      expect(await raw.record(2)).toEqual({ type: 6 });
    });

    it('closes a connection that stays silent longer than clientTimeoutMs', async () => {
      await start({ clientTimeoutMs: 200 });
      const raw = await openHandshaken();
      const started = Date.now();
      const close = await raw.record(1);
      expect(close).toEqual({ type: 7, error: expect.stringMatching(/timeout/i) });
      expect(Date.now() - started).toBeGreaterThanOrEqual(150);
      await raw.waitClosed();
      expect(raw.closeCode).toBe(1000);
      await waitFor(() => server.hub.connectionCount() === 0);
    });

    it('keeps a connection that pings within clientTimeoutMs', async () => {
      await start({ clientTimeoutMs: 200 });
      const raw = await openHandshaken();
      for (let i = 0; i < 6; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 80));
        raw.sendText(`{"type":6}${RS}`);
      }
      expect(raw.closed).toBe(false);
      expect(raw.records).toHaveLength(1);
    });

    it('closes the socket when the client sends a close message', async () => {
      await start();
      const raw = await openHandshaken();
      expect(server.hub.connectionCount()).toBe(1);
      raw.sendText(`{"type":7}${RS}`);
      await raw.waitClosed();
      await waitFor(() => server.hub.connectionCount() === 0);
    });

    it('gives up on a handshake that never comes', async () => {
      await start({ clientTimeoutMs: 150 });
      const raw = await open();
      expect(await raw.record(0)).toEqual({ error: 'Handshake was canceled.' });
      await raw.waitClosed();
    });
  });
});
