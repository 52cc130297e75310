// Several API instances on one PostgreSQL and one Redis (docs/deployment.md, ADR 0028; issue 21):
// the hub client as the product builds it (straight to the WebSocket) sees events produced on another
// instance, a take raced from two instances has one winner, the outbox of two instances sends every
// reply once. PostgreSQL and Redis only (the PGlite project skips it).
import { HttpTransportType, HubConnectionBuilder, LogLevel } from '@microsoft/signalr';
import { eq } from 'drizzle-orm';
import { HUB_PATH } from '../src/app';
import * as t from '../src/db/schema';
import { createRedisBus } from '../src/realtime/redisBus';
import type { HubMessage } from '../src/realtime/types';
import { startFakeGraph, type FakeGraph } from './graphServer';
import { startTestServer, testDbKind, type TestServer } from './harness';
import { clientWrites, waitingItemOf } from './inbound';

const redisUrl = process.env.TEST_REDIS_URL;
const canScale = Boolean(redisUrl) && testDbKind === 'postgres';
if (!canScale && process.env.REQUIRE_SERVICES === '1' && testDbKind === 'postgres')
  throw new Error(
    'REQUIRE_SERVICES=1 but TEST_REDIS_URL is not set: the scale-out suite cannot run.',
  );

async function until(check: () => boolean, what: string, timeoutMs = 10_000) {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** The hub client as the shell builds it (packages/api-client): WebSockets, skipNegotiation. */
function productClient(server: TestServer, token: string, skipNegotiation = true) {
  const phones: string[] = [];
  const connection = new HubConnectionBuilder()
    .withUrl(`${server.url}${HUB_PATH}`, {
      transport: HttpTransportType.WebSockets,
      skipNegotiation,
      accessTokenFactory: () => token,
    })
    .configureLogging(LogLevel.None)
    .build();
  connection.on('NewAtt', (_flag: number, phone: string, _messages: HubMessage[]) => {
    phones.push(phone);
  });
  return { connection, phones };
}

const WA_TOKEN = 'scale-wa-token';

(canScale ? describe : describe.skip)('three instances on one PostgreSQL and one Redis', () => {
  let graph: FakeGraph;
  let servers: TestServer[];
  let acme: number;
  beforeAll(async () => {
    graph = await startFakeGraph();
    const channel = `atende-scale-test-${Date.now()}-${Math.random()}`;
    const env = { WHATSAPP_GRAPH_URL: graph.url, WHATSAPP_GRAPH_VERSION: 'v21.0' };
    const first = await startTestServer({ env, bus: await createRedisBus(redisUrl!, { channel }) });
    servers = [first];
    for (let i = 0; i < 2; i += 1)
      servers.push(
        await startTestServer({
          env,
          bus: await createRedisBus(redisUrl!, { channel }),
          shareDatabaseWith: first,
        }),
      );
    acme = first.seed.customers.acme;
    // Acme's replies go out through the (fake) WhatsApp Cloud API, so each send is counted there.
    const number = first.seed.phoneNumbers.acme;
    await first.database.db
      .update(t.channelNumbers)
      .set({ adapter: 'whatsapp', accessToken: WA_TOKEN })
      .where(eq(t.channelNumbers.phoneNumberId, number));
    graph.tokens.set(number, WA_TOKEN);
  });
  afterAll(async () => {
    for (const server of [...(servers ?? [])].reverse()) {
      await server.close();
      await server.bus.close();
    }
    await graph?.close();
  });

  it('an event produced on one instance reaches product hub clients on the others', async () => {
    const [a, b, c] = servers as [TestServer, TestServer, TestServer];
    const clients = await Promise.all(
      [a, c].map(async (server) => {
        const token = await server.login('agent1');
        const client = productClient(server, token);
        await client.connection.start();
        await client.connection.invoke('User_Att_Activate', acme, server.seed.users.agent1);
        return client;
      }),
    );
    await clientWrites(b, { from: '5511955550001', text: 'through instance B' });
    for (const client of clients)
      await until(() => client.phones.includes('5511955550001'), 'the event on A and C');
    await Promise.all(clients.map((client) => client.connection.stop()));
    expect(
      clients.map((client) => client.phones.filter((p) => p === '5511955550001').length),
    ).toEqual([1, 1]);
  });

  it('a connection negotiated on one instance is refused by another (hence skipNegotiation)', async () => {
    const [a, b] = servers as [TestServer, TestServer];
    const token = await a.login('agent1');
    const negotiated = await fetch(`${a.url}${HUB_PATH}/negotiate?negotiateVersion=1`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    }).then((res) => res.json() as Promise<{ connectionToken: string }>);
    const { WebSocket } = await import('ws');
    const ws = new WebSocket(
      `${b.url.replace('http', 'ws')}${HUB_PATH}?id=${negotiated.connectionToken}&access_token=${token}`,
    );
    const status = await new Promise<number>((resolve) => {
      ws.once('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
      ws.once('open', () => resolve(101));
    });
    ws.on('error', () => undefined);
    if (status === 101) ws.terminate();
    expect(status).toBe(401);
  });

  it('a take raced from three instances has exactly one winner', async () => {
    const [a] = servers as [TestServer];
    await clientWrites(a, { from: '5511955550002', name: 'Raced' });
    const tokens = await Promise.all(
      servers.flatMap((server) => [server.login('agent1'), server.login('agent2')]),
    );
    const item = await waitingItemOf(a, tokens[0]!, '5511955550002');
    const results = await Promise.all(
      tokens.map((token, i) =>
        servers[Math.floor(i / 2)]!.call(
          'POST',
          `/api/User_Att_Messages_Send?Customer_Id=${acme}&Attendence_Id=${item.attendence_Id}&Message=take%20${i}`,
          { token },
        ),
      ),
    );
    const winners = results.flatMap((r, i) => (r.status === 200 ? [i % 2] : []));
    // The same agent may send again once it holds the item: every success is one agent's.
    expect(new Set(winners).size).toBe(1);
    for (const [i, r] of results.entries())
      if (i % 2 !== winners[0]) expect(r.body.error).toBe('already_taken');
  });

  it('the outbox of three instances delivers every reply once', async () => {
    graph.delayMs = 15;
    const conversations = 6;
    const perConversation = 5;
    const texts: string[] = [];
    for (let k = 0; k < conversations; k += 1) {
      const server = servers[k % servers.length]!;
      const phone = `55119555510${String(k).padStart(2, '0')}`;
      await clientWrites(server, { from: phone });
      const token = await server.login('agent1');
      const item = await waitingItemOf(server, token, phone);
      for (let m = 0; m < perConversation; m += 1) {
        const text = `reply ${k}-${m}`;
        texts.push(text);
        const via = servers[(k + m) % servers.length]!;
        const res = await via.call(
          'POST',
          `/api/User_Att_Messages_Send?Customer_Id=${acme}&Attendence_Id=${item.attendence_Id}&Message=${encodeURIComponent(text)}`,
          { token },
        );
        expect(res.status).toBe(200);
      }
    }
    const sentTexts = () =>
      graph
        .sent()
        .map((r) => (r.body?.text as { body?: string } | undefined)?.body ?? '')
        .filter((body) => body.startsWith('reply '));
    await until(() => sentTexts().length >= texts.length, 'every reply sent', 30_000);
    // Settled: no row of the outbox is still pending (a second send would happen before that).
    let pending = -1;
    const db = servers[0]!.database.db;
    while (pending !== 0) {
      const rows = await db.select().from(t.outbox).where(eq(t.outbox.status, 'pending'));
      pending = rows.length;
      if (pending) await new Promise((r) => setTimeout(r, 50));
    }
    const counts = new Map<string, number>();
    for (const text of sentTexts()) counts.set(text, (counts.get(text) ?? 0) + 1);
    expect([...counts.keys()].sort()).toEqual([...texts].sort());
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
  });
});
