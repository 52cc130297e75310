// Bulk template sending (seed 001 §2 "Bulk send", §7 "Bulk sending: POST Hsm_Send with customer_id,
// client_identification, message, send_date, from, parameters, message_id, campaign_id", §9) and
// our Hsm_Status / Hsm_Retry and HsmStatusChanged (docs/adr/0020-hsm-bulk-send.md): validation,
// idempotency, the outbox (simulator and WhatsApp Cloud API), status webhooks, retry and pacing.
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { HSM_STATUS_EVENT, type HsmSendBody, type HsmStatusChanged } from '@atende/contract';
import {
  HsmSendAnswerSchema,
  HsmStatusChangedSchema,
  HsmStatusRowSchema,
} from '@atende/contract/schemas';
import {
  HttpTransportType,
  HubConnectionBuilder,
  LogLevel,
  type HubConnection,
} from '@microsoft/signalr';
import { FormatRegistry, type TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { and, asc, eq } from 'drizzle-orm';
import { HUB_PATH } from '../src/app';
import * as t from '../src/db/schema';
import { startFakeGraph, type FakeGraph } from './graphServer';
import { startTestServer, type TestServer } from './harness';
import { addTestUser } from './users';

if (!FormatRegistry.Has('date-time'))
  FormatRegistry.Set('date-time', (value) => !Number.isNaN(Date.parse(value)));

function expectConforms(schema: TSchema, value: unknown): void {
  expect([...Value.Errors(schema, value)].map((e) => `${e.path}: ${e.message}`)).toEqual([]);
}

const WA_NUMBER = '300000000000777';
const WA_TOKEN = 'EAAG-hsm-token';
const PACE_NUMBER = '300000000000888';

let graph: FakeGraph;
let server: TestServer;
let acme: number;
let borealis: number;
/** A customer whose number goes out through the (fake) WhatsApp Cloud API. */
let waCo: number;
/** A customer with no messaging number. */
let silentCo: number;
/** A customer whose number sends 4 messages a second. */
let paceCo: number;
const templates: Record<string, number> = {};
const tokens: Record<string, string> = {};

async function addTemplate(customerId: number, name: string, template: string, enable = true) {
  const [row] = await server.database.db
    .insert(t.messageTemplates)
    .values({ customerId, name, template, enable })
    .returning();
  return row!.id;
}

beforeAll(async () => {
  graph = await startFakeGraph();
  server = await startTestServer({
    env: { WHATSAPP_GRAPH_URL: graph.url, WHATSAPP_GRAPH_VERSION: 'v21.0' },
  });
  acme = server.seed.customers.acme;
  borealis = server.seed.customers.borealis;
  const db = server.database.db;
  const made = await db
    .insert(t.customers)
    .values([{ name: 'Hsm WA Co' }, { name: 'Hsm Silent Co' }, { name: 'Hsm Pace Co' }])
    .returning();
  [waCo, silentCo, paceCo] = made.map((c) => c.id) as [number, number, number];
  await db.insert(t.channelNumbers).values([
    {
      phoneNumberId: WA_NUMBER,
      displayPhone: '+55 11 4000-0777',
      customerId: waCo,
      channelId: 1,
      adapter: 'whatsapp',
      accessToken: WA_TOKEN,
    },
    {
      phoneNumberId: PACE_NUMBER,
      displayPhone: '+55 11 4000-0888',
      customerId: paceCo,
      channelId: 1,
      messagesPerSecond: 4,
    },
  ]);
  graph.tokens.set(WA_NUMBER, WA_TOKEN);

  const rows = await db
    .select()
    .from(t.messageTemplates)
    .where(eq(t.messageTemplates.customerId, acme));
  for (const row of rows) templates[row.name] = row.id;
  const [borealisTemplate] = await db
    .select()
    .from(t.messageTemplates)
    .where(eq(t.messageTemplates.customerId, borealis));
  templates.borealis = borealisTemplate!.id;
  templates.wa = await addTemplate(waCo, 'order_update', 'Olá {{1}}, pedido {{2}}.');
  templates.silent = await addTemplate(silentCo, 'hello', 'Hello!');
  templates.pace = await addTemplate(paceCo, 'promo', 'Promo for {{1}}');

  await addTestUser(server, {
    login: 'hsm-reader',
    customers: [acme],
    levels: { HSM: 2, Painel: 2 },
  });
  await addTestUser(server, {
    login: 'hsm-sender',
    customers: [acme, waCo, silentCo, paceCo],
    levels: { HSM: 3 },
  });
  await addTestUser(server, { login: 'hsm-none', customers: [acme], levels: { Painel: 3 } });
  for (const login of ['manager', 'hsm-reader', 'hsm-sender', 'hsm-none'])
    tokens[login] = await server.login(login);
});

afterAll(async () => {
  await server?.close();
  await graph?.close();
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until<T>(
  probe: () => Promise<T | undefined | false> | T | undefined | false,
  ms = 10_000,
) {
  const end = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > end) throw new Error('condition not met in time');
    await sleep(25);
  }
}

let phoneSeq = 0;
/** A fresh client phone per row. */
const phone = () => `5511977${String(700000 + (phoneSeq += 1)).padStart(6, '0')}`;

function row(overrides: Partial<HsmSendBody> = {}): HsmSendBody {
  return {
    customer_id: acme,
    client_identification: `+${phone()}`,
    message: 'order_update',
    send_date: '',
    from: 'Acme',
    parameters: 'Ana|A-100',
    message_id: templates.order_update!,
    campaign_id: 0,
    import_id: randomUUID(),
    row: 1,
    ...overrides,
  };
}

const send = (body: unknown, token = tokens.manager) =>
  server.call('POST', '/api/Hsm_Send', { token, body });

const statusOf = (customerId: number, importId: string, token = tokens.manager) =>
  server.call('GET', `/api/Hsm_Status?Customer_Id=${customerId}&Import_Id=${importId}`, { token });

const retry = (customerId: number, hsmId: number, token = tokens.manager) =>
  server.call('POST', `/api/Hsm_Retry?Customer_Id=${customerId}&Hsm_Id=${hsmId}`, { token });

async function hsmRow(id: number) {
  const [r] = await server.database.db.select().from(t.hsmSends).where(eq(t.hsmSends.id, id));
  return r!;
}

async function outboxOf(id: number) {
  return server.database.db.select().from(t.outbox).where(eq(t.outbox.hsmSendId, id));
}

const stateIs = (id: number, state: string) => async () => (await hsmRow(id)).state === state;

async function countRows() {
  return (await server.database.db.select({ id: t.hsmSends.id }).from(t.hsmSends)).length;
}

/** A WhatsApp status webhook for one sent message. */
function statusWebhook(input: {
  wamid: string;
  to: string;
  status: string;
  errors?: Array<{ code: number; title: string }>;
}) {
  return {
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '102290129340398',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '551140000777', phone_number_id: WA_NUMBER },
              statuses: [
                {
                  id: input.wamid,
                  status: input.status,
                  timestamp: String(Math.floor(Date.now() / 1000)),
                  recipient_id: input.to,
                  ...(input.errors
                    ? {
                        errors: input.errors.map((e) => ({
                          ...e,
                          message: e.title,
                          error_data: { details: e.title },
                        })),
                      }
                    : {}),
                },
              ],
            },
          },
        ],
      },
    ],
  };
}

describe('Hsm_Send validation: 400 naming the field, nothing stored', () => {
  const cases: Array<[string, Record<string, unknown>]> = [
    ['client_identification', { client_identification: '1234567' }],
    ['client_identification', { client_identification: '55 11 9876-ABCD' }],
    ['client_identification', { client_identification: '+1234567890123456' }],
    ['client_identification', { client_identification: '5511\u000098765' }],
    ['message_id', { message_id: 999999 }],
    ['message_id', { message_id: -1 }],
    ['message_id', { message_id: '1' }],
    ['campaign_id', { campaign_id: 999999 }],
    ['campaign_id', { campaign_id: 1.5 }],
    ['send_date', { send_date: '2026-13-01T10:00:00Z' }],
    ['send_date', { send_date: '01/05/2026 10:00' }],
    ['send_date', { send_date: '2026-05-01T10:00:00' }],
    ['send_date', { send_date: '2999-05-01T10:00:00Z' }],
    ['send_date', { send_date: '2026-05-01T10:00:00Z\u0007' }],
    ['parameters', { parameters: '' }],
    ['parameters', { parameters: 'Ana' }],
    ['parameters', { parameters: 'Ana|' }],
    ['parameters', { parameters: 'a'.repeat(4097) }],
    ['message', { message: 'a\u0000b' }],
    ['message', { message: 'x'.repeat(4097) }],
    ['message', { message: 42 }],
    ['from', { from: 'f'.repeat(101) }],
    ['from', { from: '\u001b[31m' }],
    ['customer_id', { customer_id: String(1) }],
    ['customer_id', { customer_id: 0 }],
    ['import_id', { import_id: 'not-a-uuid' }],
    ['import_id', { import_id: 42 }],
    ['row', { row: 0 }],
    ['row', { row: 'one' }],
  ];

  it.each(cases)('%s (case %#)', async (field, overrides) => {
    const before = await countRows();
    const res = await send({ ...row(), ...overrides });
    expect([res.status, res.body.field]).toEqual([400, field]);
    expect(await countRows()).toBe(before);
  });

  it("refuses a disabled template and another customer's template or campaign", async () => {
    const [borealisCampaign] = await server.database.db
      .select()
      .from(t.campaigns)
      .where(eq(t.campaigns.customerId, borealis));
    for (const [field, overrides] of [
      ['message_id', { message_id: templates['Old promo']! }],
      ['message_id', { message_id: templates.borealis! }],
      ['campaign_id', { campaign_id: borealisCampaign!.id }],
    ] as const) {
      const res = await send(row(overrides));
      expect([res.status, res.body.field]).toEqual([400, field]);
    }
  });

  it('names a missing field', async () => {
    const { message_id: _dropped, ...rest } = row();
    const res = await send(rest);
    expect([res.status, res.body.field]).toEqual([400, 'message_id']);
  });
});

describe('access', () => {
  it('level 2 reads the status but may not send or retry; no HSM level may not read', async () => {
    const importId = randomUUID();
    const sent = await send(row({ import_id: importId }), tokens['hsm-sender']);
    expect(sent.status).toBe(200);
    expect((await send(row(), tokens['hsm-reader'])).status).toBe(403);
    expect((await retry(acme, sent.body.hsm_Id, tokens['hsm-reader'])).status).toBe(403);
    const read = await statusOf(acme, importId, tokens['hsm-reader']);
    expect(read.status).toBe(200);
    expect(read.body).toHaveLength(1);
    expect((await statusOf(acme, importId, tokens['hsm-none'])).status).toBe(403);
  });

  it("403 for a customer the caller does not work for; 404 for another customer's row", async () => {
    const res = await send(
      row({ customer_id: borealis, message_id: templates.borealis! }),
      tokens['hsm-sender'],
    );
    expect(res.status).toBe(403);
    expect((await statusOf(borealis, randomUUID(), tokens['hsm-sender'])).status).toBe(403);
    const failed = await send(
      row({ customer_id: silentCo, message_id: templates.silent!, parameters: '' }),
      tokens['hsm-sender'],
    );
    expect(failed.body.state).toBe('failed');
    // The manager works for Borealis too, but the row is not Borealis's.
    const other = await retry(borealis, failed.body.hsm_Id);
    expect(other.status).toBe(404);
  });
});

describe('queueing through the simulator', () => {
  const open: HubConnection[] = [];
  afterAll(async () => {
    await Promise.all(open.map((c) => c.stop()));
  });

  async function connect(login: string, customerId: number) {
    const token = await server.login(login);
    const received: HsmStatusChanged[] = [];
    const connection = new HubConnectionBuilder()
      .withUrl(`${server.url}${HUB_PATH}`, {
        transport: HttpTransportType.WebSockets,
        accessTokenFactory: () => token,
      })
      .configureLogging(LogLevel.None)
      .build();
    connection.on(HSM_STATUS_EVENT, (payload: HsmStatusChanged) => void received.push(payload));
    connection.on('NewAtt', () => undefined);
    connection.on('DashboardChanged', () => undefined);
    open.push(connection);
    await connection.start();
    const [user] = await server.database.db
      .select({ id: t.users.id })
      .from(t.users)
      .where(eq(t.users.login, login));
    await connection.invoke('User_Att_Activate', customerId, user!.id);
    return received;
  }

  function openEvents(query: string) {
    let text = '';
    const req = http.get(`${server.url}/simulator/events?${query}`, (res) => {
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
    });
    req.on('error', () => undefined);
    return {
      get text() {
        return text;
      },
      close: () => req.destroy(),
    };
  }

  it('shows the filled template to the simulated client, reaches delivered, and the hub tells the screen', async () => {
    const manager = await connect('manager', acme);
    const agent = await connect('agent2', acme);
    const to = phone();
    const stream = openEvents(`phoneNumberId=${server.seed.phoneNumbers.acme}&phone=${to}`);
    await until(() => stream.text.includes(': connected'));

    const importId = randomUUID();
    const res = await send(
      row({
        import_id: importId,
        row: 2,
        client_identification: `+${to}`,
        parameters: 'Ana | A-7',
      }),
    );
    expect(res.status).toBe(200);
    expectConforms(HsmSendAnswerSchema, res.body);
    expect(res.body).toMatchObject({ state: 'queued', reason: null, duplicate: false });
    const id = res.body.hsm_Id as number;

    await until(stateIs(id, 'delivered'));
    await until(() => stream.text.includes('data: '));
    const frame = JSON.parse(/data: (.*)\n\n/.exec(stream.text)![1]!);
    expect(frame).toMatchObject({
      direction: 'out',
      text: 'Olá Ana, seu pedido A-7 saiu para entrega.',
      messageId: null,
      hsmId: id,
    });
    stream.close();
    const history = await server.call(
      'GET',
      `/simulator/history?phoneNumberId=${server.seed.phoneNumbers.acme}&phone=${to}`,
    );
    expect(history.body).toEqual([
      {
        direction: 'out',
        text: 'Olá Ana, seu pedido A-7 saiu para entrega.',
        at: expect.any(String),
      },
    ]);

    const [queued] = await outboxOf(id);
    expect(queued).toMatchObject({
      status: 'sent',
      messageId: null,
      recipient: to,
      payload: {
        type: 'template',
        name: 'order_update',
        languageCode: 'pt_BR',
        components: [
          {
            type: 'body',
            parameters: [
              { type: 'text', text: 'Ana' },
              { type: 'text', text: 'A-7' },
            ],
          },
        ],
      },
    });
    const stored = await hsmRow(id);
    expect(stored).toMatchObject({
      clientIdentification: to,
      sender: 'Acme',
      createdBy: server.seed.users.manager,
      phoneNumberId: server.seed.phoneNumbers.acme,
    });

    await until(() => manager.filter((e) => e.hsm_Id === id).length === 3);
    const mine = manager.filter((e) => e.hsm_Id === id);
    expect(mine.map((e) => e.state)).toEqual(['queued', 'sent', 'delivered']);
    for (const event of mine) expectConforms(HsmStatusChangedSchema, event);
    expect(mine[2]).toEqual({
      customer_Id: acme,
      import_Id: importId,
      hsm_Id: id,
      row: 2,
      state: 'delivered',
      reason: null,
    });
    // Agents without the bulk send screen hear nothing of it.
    expect(agent).toEqual([]);

    const status = await statusOf(acme, importId.toUpperCase());
    expect(status.status).toBe(200);
    expect(status.body).toHaveLength(1);
    expectConforms(HsmStatusRowSchema, status.body[0]);
    expect(status.body[0]).toMatchObject({
      hsm_Id: id,
      row: 2,
      client_identification: to,
      state: 'delivered',
      reason: null,
    });
  });

  it('is idempotent: the same row again answers the first and queues nothing', async () => {
    const body = row({ row: 5 });
    const first = await send(body);
    const again = await send({ ...body, parameters: 'Other|X-1', client_identification: phone() });
    expect(first.body.duplicate).toBe(false);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ hsm_Id: first.body.hsm_Id, duplicate: true });
    expect(await outboxOf(first.body.hsm_Id)).toHaveLength(1);
    await until(stateIs(first.body.hsm_Id, 'delivered'));
    const later = await send(body);
    expect(later.body).toEqual({
      hsm_Id: first.body.hsm_Id,
      state: 'delivered',
      reason: null,
      duplicate: true,
    });
    // Another row of the same import is its own send.
    const next = await send({ ...body, row: 6 });
    expect(next.body.hsm_Id).not.toBe(first.body.hsm_Id);
  });

  it('stores one row for concurrent sends of the same row', async () => {
    const body = row({ row: 9 });
    const answers = await Promise.all(Array.from({ length: 6 }, () => send(body)));
    expect(answers.map((a) => a.status)).toEqual(Array(6).fill(200));
    expect(new Set(answers.map((a) => a.body.hsm_Id)).size).toBe(1);
    expect(answers.filter((a) => a.body.duplicate === false)).toHaveLength(1);
    const stored = await server.database.db
      .select()
      .from(t.hsmSends)
      .where(and(eq(t.hsmSends.importId, body.import_id), eq(t.hsmSends.row, 9)));
    expect(stored).toHaveLength(1);
    expect(await outboxOf(stored[0]!.id)).toHaveLength(1);
  });

  it('stores a row of a customer without a number as failed (no_channel), queueing nothing', async () => {
    const importId = randomUUID();
    const res = await send(
      row({
        customer_id: silentCo,
        message_id: templates.silent!,
        parameters: '',
        import_id: importId,
      }),
      tokens['hsm-sender'],
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ state: 'failed', reason: 'no_channel', duplicate: false });
    expect(await outboxOf(res.body.hsm_Id)).toHaveLength(0);
    // Retrying still finds no number: the row stays failed, with its reason.
    const again = await retry(silentCo, res.body.hsm_Id, tokens['hsm-sender']);
    expect(again.body).toMatchObject({ state: 'failed', reason: 'no_channel' });
    const status = await statusOf(silentCo, importId, tokens['hsm-sender']);
    expect(status.body[0]).toMatchObject({ state: 'failed', reason: 'no_channel' });
  });

  it('waits for a send date in the future', async () => {
    const at = new Date(Date.now() + 2500);
    const res = await send(row({ send_date: at.toISOString() }));
    expect(res.body.state).toBe('queued');
    const [queued] = await outboxOf(res.body.hsm_Id);
    expect(Math.abs(queued!.nextAttemptAt.getTime() - at.getTime())).toBeLessThan(1000);
    await sleep(1200);
    expect((await hsmRow(res.body.hsm_Id)).state).toBe('queued');
    await until(stateIs(res.body.hsm_Id, 'delivered'), 8000);
    const [sent] = await outboxOf(res.body.hsm_Id);
    expect(sent!.sentAt!.getTime()).toBeGreaterThanOrEqual(at.getTime() - 50);
  });

  it("paces the sends by the number's token bucket", async () => {
    const importId = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        send(
          row({
            customer_id: paceCo,
            message_id: templates.pace!,
            parameters: `Client ${i}`,
            import_id: importId,
            row: i + 1,
          }),
          tokens['hsm-sender'],
        ),
      ),
    );
    const ids = answers.map((a) => a.body.hsm_Id as number);
    await until(async () => {
      const rows = await statusOf(paceCo, importId, tokens['hsm-sender']);
      return rows.body.every((r: { state: string }) => r.state === 'delivered');
    }, 15_000);
    const sent = await server.database.db
      .select({ sentAt: t.outbox.sentAt })
      .from(t.outbox)
      .where(eq(t.outbox.phoneNumberId, PACE_NUMBER))
      .orderBy(asc(t.outbox.sentAt));
    expect(sent).toHaveLength(ids.length);
    const times = sent.map((s) => s.sentAt!.getTime());
    // 4 a second: a burst of 4, then one every 250 ms: the 12th leaves about 2 s after the first.
    expect(times[11]! - times[0]!).toBeGreaterThanOrEqual(1700);
    // No second holds more than the burst and a second's tokens (8).
    for (let i = 8; i < times.length; i += 1)
      expect(times[i]! - times[i - 8]!).toBeGreaterThanOrEqual(900);
  });
});

describe('the WhatsApp Cloud API adapter', () => {
  const waRow = (overrides: Partial<HsmSendBody> = {}) =>
    row({ customer_id: waCo, message_id: templates.wa!, parameters: 'Bia|B-9', ...overrides });
  const sendsTo = (to: string) =>
    graph.sent().filter((r) => (r.body as { to?: string } | undefined)?.to === to);

  it('sends a template message body; a delivered status makes the row delivered', async () => {
    const to = phone();
    const res = await send(waRow({ client_identification: to }), tokens['hsm-sender']);
    expect(res.body.state).toBe('queued');
    await until(stateIs(res.body.hsm_Id, 'sent'));
    const [request] = sendsTo(to);
    expect(request!.path).toBe(`/v21.0/${WA_NUMBER}/messages`);
    expect(request!.authorization).toBe(`Bearer ${WA_TOKEN}`);
    expect(request!.body).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to,
      type: 'template',
      template: {
        name: 'order_update',
        language: { code: 'pt_BR' },
        components: [
          {
            type: 'body',
            parameters: [
              { type: 'text', text: 'Bia' },
              { type: 'text', text: 'B-9' },
            ],
          },
        ],
      },
    });
    const stored = await hsmRow(res.body.hsm_Id);
    expect(stored.externalId).toMatch(/^wamid\./);

    const hook = await server.call('POST', '/webhooks/whatsapp', {
      body: statusWebhook({ wamid: stored.externalId!, to, status: 'delivered' }),
    });
    expect(hook.status).toBe(200);
    expect(hook.body).toMatchObject({ received: 0, statuses: 1 });
    expect((await hsmRow(res.body.hsm_Id)).state).toBe('delivered');
    // A later `read` keeps it delivered; a stray status of an unknown message is harmless.
    await server.call('POST', '/webhooks/whatsapp', {
      body: statusWebhook({ wamid: stored.externalId!, to, status: 'read' }),
    });
    const stray = await server.call('POST', '/webhooks/whatsapp', {
      body: statusWebhook({ wamid: 'wamid.unknown', to, status: 'delivered' }),
    });
    expect(stray.status).toBe(200);
    expect((await hsmRow(res.body.hsm_Id)).state).toBe('delivered');
  });

  it('a failed status marks the row failed with its reason; retry sends it again', async () => {
    const to = phone();
    const res = await send(waRow({ client_identification: to }), tokens['hsm-sender']);
    await until(stateIs(res.body.hsm_Id, 'sent'));
    const first = await hsmRow(res.body.hsm_Id);
    expect((await retry(waCo, first.id, tokens['hsm-sender'])).status).toBe(409);

    await server.call('POST', '/webhooks/whatsapp', {
      body: statusWebhook({
        wamid: first.externalId!,
        to,
        status: 'failed',
        errors: [{ code: 131026, title: 'Message undeliverable' }],
      }),
    });
    const failed = await hsmRow(first.id);
    expect(failed).toMatchObject({ state: 'failed', reason: 'undeliverable' });
    // A delivered status arriving late does not bring back a failed row.
    await server.call('POST', '/webhooks/whatsapp', {
      body: statusWebhook({ wamid: first.externalId!, to, status: 'delivered' }),
    });
    expect((await hsmRow(first.id)).state).toBe('failed');

    const again = await retry(waCo, first.id, tokens['hsm-sender']);
    expect(again.status).toBe(200);
    expectConforms(HsmSendAnswerSchema, again.body);
    expect(again.body).toEqual({
      hsm_Id: first.id,
      state: 'queued',
      reason: null,
      duplicate: false,
    });
    await until(stateIs(first.id, 'sent'));
    expect(sendsTo(to)).toHaveLength(2);
    const second = await hsmRow(first.id);
    expect(second.externalId).not.toBe(first.externalId);
    expect(await outboxOf(first.id)).toHaveLength(1);
  });

  it('a refusal of the Graph API fails the row with the reason of its code', async () => {
    graph.failNext({
      status: 400,
      times: 1,
      code: 132001,
      message: 'Template name does not exist',
    });
    const res = await send(waRow(), tokens['hsm-sender']);
    await until(stateIs(res.body.hsm_Id, 'failed'));
    expect((await hsmRow(res.body.hsm_Id)).reason).toBe('template_disabled');

    // Retrying a row whose template is disabled now keeps it failed, saying so.
    await server.database.db
      .update(t.messageTemplates)
      .set({ enable: false })
      .where(eq(t.messageTemplates.id, templates.wa!));
    try {
      const again = await retry(waCo, res.body.hsm_Id, tokens['hsm-sender']);
      expect(again.body).toMatchObject({ state: 'failed', reason: 'template_disabled' });
    } finally {
      await server.database.db
        .update(t.messageTemplates)
        .set({ enable: true })
        .where(eq(t.messageTemplates.id, templates.wa!));
    }
  });
});
