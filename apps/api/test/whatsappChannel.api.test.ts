import { createHmac, randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { createWhatsAppAdapter, sendWhatsAppTemplate } from '../src/channel/whatsapp-cloud';
import { defaultFileStore } from '../src/app';
import { mediaUnavailableText } from '../src/channel/deliver';
import { channelNumbers, clients, messages, outbox } from '../src/db/schema';
import { createOutboxWorker } from '../src/outbox/worker';
import { NewAttFlag, type HubEvent } from '../src/realtime/types';
import { startFakeGraph, type FakeGraph } from './graphServer';
import { startTestServer, testDbKind, type TestServer } from './harness';
import { cloudTextPayload, waitingItemOf } from './inbound';

const ACME_TOKEN = 'EAAG-acme-token';
const EXTRA_NUMBER = '300000000000001';
const EXTRA_TOKEN = 'EAAG-extra-token';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

let graph: FakeGraph;
let server: TestServer;
let agent1: string;
let acme: number;
const events: HubEvent[] = [];

beforeAll(async () => {
  graph = await startFakeGraph();
  server = await startTestServer({
    env: { WHATSAPP_GRAPH_URL: graph.url, WHATSAPP_GRAPH_VERSION: 'v21.0' },
  });
  acme = server.seed.customers.acme;
  const db = server.database.db;
  // The Acme number goes out through the WhatsApp Cloud API with its own token.
  await db
    .update(channelNumbers)
    .set({ adapter: 'whatsapp', accessToken: ACME_TOKEN })
    .where(eq(channelNumbers.phoneNumberId, server.seed.phoneNumbers.acme));
  // A second WhatsApp number of Acme, slow (2 messages per second), for the throughput test.
  await db.insert(channelNumbers).values({
    phoneNumberId: EXTRA_NUMBER,
    displayPhone: '+55 11 4000-0009',
    customerId: acme,
    channelId: 1,
    defaultGroupId: server.seed.groups['acme:Support']!,
    adapter: 'whatsapp',
    accessToken: EXTRA_TOKEN,
    messagesPerSecond: 2,
  });
  graph.tokens.set(server.seed.phoneNumbers.acme, ACME_TOKEN);
  graph.tokens.set(EXTRA_NUMBER, EXTRA_TOKEN);
  graph.mediaToken = ACME_TOKEN;
  server.bus.subscribe((event) => void events.push(event));
  agent1 = await server.login('agent1');
});

afterAll(async () => {
  await server?.close();
  await graph?.close();
});

async function until<T>(
  probe: () => Promise<T | undefined | false> | T | undefined | false,
  ms = 10_000,
) {
  const end = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 25));
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function webhook(body: unknown) {
  return server.call('POST', '/webhooks/whatsapp', { body });
}

function phone() {
  return `55119${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
}

/** A client writes to `number`; agent1 takes the item with `reply`; answers the item and the reply. */
async function conversation(reply: string, options: { number?: string; imageName?: string } = {}) {
  const from = phone();
  const res = await webhook(
    cloudTextPayload({
      phoneNumberId: options.number ?? server.seed.phoneNumbers.acme,
      from,
      name: 'Cloud Client',
      text: 'hello',
    }),
  );
  expect(res.status).toBe(200);
  const item = await waitingItemOf(server, agent1, from);
  const sent = await sendReply(item.attendence_Id, reply, options.imageName);
  expect(sent.status).toBe(200);
  return { from, item, reply: sent.body };
}

function sendReply(attendanceId: number, text: string, imageName?: string) {
  const q = new URLSearchParams({
    Customer_Id: String(acme),
    Attendence_Id: String(attendanceId),
    Message: text,
  });
  if (imageName) q.set('Image_Name', imageName);
  return server.call('POST', `/api/User_Att_Messages_Send?${q}`, { token: agent1 });
}

async function deliveryOf(attendanceId: number, messageId: number) {
  const res = await server.call(
    'GET',
    `/api/User_Att_Messages_List?Customer_Id=${acme}&Attendence_Id=${attendanceId}`,
    { token: agent1 },
  );
  return (res.body as Array<{ message_Id: number; delivery: string | null }>).find(
    (m) => m.message_Id === messageId,
  )?.delivery;
}

const sendsTo = (to: string) =>
  graph.sent().filter((r) => (r.body as { to?: string } | undefined)?.to === to);

async function outboxRow(messageId: number) {
  const [row] = await server.database.db
    .select()
    .from(outbox)
    .where(eq(outbox.messageId, messageId));
  return row!;
}

describe('outbound through the WhatsApp Cloud API adapter', () => {
  it('delivers a reply once, with the number token, and the message becomes sent', async () => {
    const { from, item, reply } = await conversation('Hello from Atende');
    expect(reply.delivery).toBe('pending');
    await until(async () => (await deliveryOf(item.attendence_Id, reply.message_Id)) === 'sent');
    const sends = sendsTo(from);
    expect(sends).toHaveLength(1);
    expect(sends[0]!.path).toBe(`/v21.0/${server.seed.phoneNumbers.acme}/messages`);
    expect(sends[0]!.authorization).toBe(`Bearer ${ACME_TOKEN}`);
    expect(sends[0]!.body).toMatchObject({
      messaging_product: 'whatsapp',
      to: from,
      type: 'text',
      text: { body: 'Hello from Atende' },
    });
    const row = await outboxRow(reply.message_Id);
    expect(row).toMatchObject({ status: 'sent', attempts: 1 });
    expect(row.externalId).toMatch(/^wamid\./);
    // The agent's sessions were told of the change.
    expect(
      events.some(
        (e) =>
          e.flag === NewAttFlag.AgentMessage &&
          e.messages.some((m) => m.message_Id === reply.message_Id && m.delivery === 'sent'),
      ),
    ).toBe(true);
    await sleep(300);
    expect(sendsTo(from)).toHaveLength(1);
  });

  it('a 500 is retried: exactly one delivered message, delivery sent', async () => {
    graph.failNext({ status: 500, times: 1, retryAfter: '0', message: 'Internal error' });
    const { from, item, reply } = await conversation('after a 500');
    await until(async () => (await deliveryOf(item.attendence_Id, reply.message_Id)) === 'sent');
    const all = graph.requests.filter((r) => (r.body as { to?: string })?.to === from);
    expect(all.map((r) => r.status)).toEqual([500, 200]);
    expect(sendsTo(from)).toHaveLength(1);
    expect(await outboxRow(reply.message_Id)).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('a 429 waits for Retry-After before the next try', async () => {
    graph.failNext({
      status: 429,
      times: 1,
      retryAfter: '1',
      code: 130429,
      message: 'Rate limit hit',
    });
    const { from, item, reply } = await conversation('after a 429');
    await until(async () => (await deliveryOf(item.attendence_Id, reply.message_Id)) === 'sent');
    const all = graph.requests.filter((r) => (r.body as { to?: string })?.to === from);
    expect(all.map((r) => r.status)).toEqual([429, 200]);
    expect(all[1]!.at - all[0]!.at).toBeGreaterThanOrEqual(900);
  });

  it('a 4xx fails the message at once, keeps the Graph error, and the agent sees it', async () => {
    graph.failNext({
      status: 400,
      times: 1,
      code: 131026,
      message: 'Message undeliverable',
    });
    const { from, item, reply } = await conversation('to a number without WhatsApp');
    await until(async () => (await deliveryOf(item.attendence_Id, reply.message_Id)) === 'failed');
    const row = await outboxRow(reply.message_Id);
    expect(row).toMatchObject({ status: 'failed', attempts: 1 });
    expect(row.lastError).toContain('Message undeliverable');
    expect(row.lastError).toContain('131026');
    expect(sendsTo(from)).toHaveLength(0);
    const event = events.find(
      (e) =>
        e.flag === NewAttFlag.AgentMessage &&
        e.phone === from &&
        e.messages.some((m) => m.message_Id === reply.message_Id && m.delivery === 'failed'),
    );
    expect(event?.userIds).toContain(server.seed.users.agent1);
  });

  it('after the last attempt a retryable failure becomes failed', async () => {
    graph.failNext({ status: 503, times: 8, retryAfter: '0', message: 'Service unavailable' });
    const { from, item, reply } = await conversation('never through');
    await until(async () => (await deliveryOf(item.attendence_Id, reply.message_Id)) === 'failed');
    const all = graph.requests.filter((r) => (r.body as { to?: string })?.to === from);
    expect(all.map((r) => r.status)).toEqual(Array(8).fill(503));
    expect(await outboxRow(reply.message_Id)).toMatchObject({ status: 'failed', attempts: 8 });
  });

  it('file replies go as image or document by link, by the file ending', async () => {
    const image = await conversation('https://files.example.test/hornitos/k/photo.png', {
      imageName: 'photo.png',
    });
    await until(() => sendsTo(image.from).length === 1);
    expect(sendsTo(image.from)[0]!.body).toMatchObject({
      type: 'image',
      image: { link: 'https://files.example.test/hornitos/k/photo.png' },
    });
    const doc = await conversation('https://files.example.test/hornitos/k/contrato.pdf', {
      imageName: 'Contrato 2024.pdf',
    });
    await until(() => sendsTo(doc.from).length === 1);
    expect(sendsTo(doc.from)[0]!.body).toMatchObject({
      type: 'document',
      document: {
        link: 'https://files.example.test/hornitos/k/contrato.pdf',
        filename: 'Contrato 2024.pdf',
      },
    });
  });

  it('respects the number throughput (messages_per_second)', async () => {
    const { from, item } = await conversation('first', { number: EXTRA_NUMBER });
    for (let i = 2; i <= 6; i += 1) {
      expect((await sendReply(item.attendence_Id, `reply ${i}`)).status).toBe(200);
    }
    await until(() => sendsTo(from).length === 6, 15_000);
    const sends = sendsTo(from);
    // In order, and 6 messages at 2/s (a burst of 2, then one each 500 ms) take at least 1.5 s.
    expect(sends.map((r) => (r.body as { text: { body: string } }).text.body)).toEqual([
      'first',
      'reply 2',
      'reply 3',
      'reply 4',
      'reply 5',
      'reply 6',
    ]);
    expect(sends[5]!.at - sends[0]!.at).toBeGreaterThanOrEqual(1400);
  });

  it('sends approved templates (for bulk sends)', async () => {
    const to = phone();
    const result = await sendWhatsAppTemplate(
      { graphUrl: graph.url, version: 'v21.0' },
      {
        phoneNumberId: server.seed.phoneNumbers.acme,
        accessToken: ACME_TOKEN,
        messagesPerSecond: 80,
      },
      to,
      {
        name: 'order_update',
        languageCode: 'pt_BR',
        components: [{ type: 'body', parameters: [{ type: 'text', text: 'Maria' }] }],
      },
    );
    expect(result.externalId).toMatch(/^wamid\./);
    expect(sendsTo(to)[0]!.body).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to,
      type: 'template',
      template: {
        name: 'order_update',
        language: { code: 'pt_BR' },
        components: [{ type: 'body', parameters: [{ type: 'text', text: 'Maria' }] }],
      },
    });
  });
});

describe('taking and replying are one transaction', () => {
  it('a failing insert leaves the item waiting, with no message and nothing queued', async () => {
    const db = server.database.db;
    const marker = `boom-${randomUUID()}`;
    // An injected fault at the database level: this text cannot be stored.
    await db.execute(
      sql.raw(`ALTER TABLE messages ADD CONSTRAINT test_no_boom CHECK (text <> '${marker}')`),
    );
    try {
      const from = phone();
      await webhook(
        cloudTextPayload({
          phoneNumberId: server.seed.phoneNumbers.acme,
          from,
          name: 'A',
          text: 'hi',
        }),
      );
      const item = await waitingItemOf(server, agent1, from);
      const res = await sendReply(item.attendence_Id, marker);
      expect(res.status).toBe(500);
      // Still waiting (not taken by a half-written change), nothing stored, nothing to deliver.
      expect((await waitingItemOf(server, agent1, from)).attendence_Id).toBe(item.attendence_Id);
      const stored = await db
        .select({ id: messages.id })
        .from(messages)
        .where(and(eq(messages.attendanceId, item.attendence_Id), eq(messages.direction, 0)));
      expect(stored).toHaveLength(0);
      // The same agent can still take it afterwards.
      expect((await sendReply(item.attendence_Id, 'now it works')).status).toBe(200);
    } finally {
      await db.execute(sql.raw('ALTER TABLE messages DROP CONSTRAINT test_no_boom'));
    }
  });

  it('a failing outbox insert rolls back the message and the take too', async () => {
    const db = server.database.db;
    const from = phone();
    await db.execute(
      sql.raw(`ALTER TABLE outbox ADD CONSTRAINT test_no_recipient CHECK (recipient <> '${from}')`),
    );
    try {
      await webhook(
        cloudTextPayload({
          phoneNumberId: server.seed.phoneNumbers.acme,
          from,
          name: 'B',
          text: 'hi',
        }),
      );
      const item = await waitingItemOf(server, agent1, from);
      expect((await sendReply(item.attendence_Id, 'lost?')).status).toBe(500);
      expect((await waitingItemOf(server, agent1, from)).attendence_Id).toBe(item.attendence_Id);
      const stored = await db
        .select({ id: messages.id })
        .from(messages)
        .where(and(eq(messages.attendanceId, item.attendence_Id), eq(messages.direction, 0)));
      expect(stored).toHaveLength(0);
    } finally {
      await db.execute(sql.raw('ALTER TABLE outbox DROP CONSTRAINT test_no_recipient'));
    }
  });
});

describe('several workers never send a row twice', () => {
  it(`claims with FOR UPDATE SKIP LOCKED (${testDbKind})`, async () => {
    const { from, item } = await conversation('opening');
    await until(() => sendsTo(from).length === 1);
    const db = server.database.db;
    const texts = Array.from({ length: 40 }, (_, i) => `bulk ${i}`);
    // Queue 40 replies at once, as the send path does (message + outbox row in one transaction).
    const ids = await db.transaction(async (tx) => {
      const rows = await tx
        .insert(messages)
        .values(
          texts.map((text) => ({
            attendanceId: item.attendence_Id,
            text,
            direction: 0,
            userId: server.seed.users.agent1!,
            delivery: 'pending' as const,
          })),
        )
        .returning({ id: messages.id, text: messages.text });
      await tx.insert(outbox).values(
        rows.map((r) => ({
          messageId: r.id,
          customerId: acme,
          phoneNumberId: server.seed.phoneNumbers.acme,
          recipient: from,
          payload: { type: 'text', text: r.text },
        })),
      );
      return rows.map((r) => r.id);
    });
    graph.delayMs = 20;
    // Extra workers on the same database, beside the app's own one(s), all claiming at once.
    const adapter = createWhatsAppAdapter({ graphUrl: graph.url, version: 'v21.0' });
    const log = { warn: () => undefined, error: () => undefined };
    const workers = Array.from({ length: 4 }, () =>
      createOutboxWorker({
        db,
        bus: server.bus,
        adapters: { whatsapp: adapter },
        log,
        batchSize: 3,
      }),
    );
    let second: TestServer | undefined;
    if (testDbKind === 'postgres') {
      // A second API instance on the same database runs its own worker too.
      second = await startTestServer({
        shareDatabaseWith: server,
        env: { WHATSAPP_GRAPH_URL: graph.url, WHATSAPP_GRAPH_VERSION: 'v21.0' },
      });
    }
    try {
      await Promise.all(
        workers.map(async (w) => {
          while ((await w.runOnce()) > 0) {
            /* drain */
          }
        }),
      );
      await until(async () => {
        const rows = await db
          .select({ status: outbox.status })
          .from(outbox)
          .where(inArray(outbox.messageId, ids));
        return rows.every((r) => r.status === 'sent');
      });
    } finally {
      graph.delayMs = 0;
      await second?.close();
    }
    const bodies = sendsTo(from).map((r) => (r.body as { text: { body: string } }).text.body);
    for (const text of texts) expect(bodies.filter((b) => b === text)).toHaveLength(1);
    expect(bodies).toHaveLength(41);
  });
});

describe('inbound through the webhook', () => {
  it('a batch with one malformed message stores the others', async () => {
    const good = phone();
    const body = cloudTextPayload({
      phoneNumberId: server.seed.phoneNumbers.acme,
      from: good,
      name: 'Good',
      text: 'I am fine',
    });
    const value = body.entry[0]!.changes[0]!.value as { messages: Array<Record<string, unknown>> };
    value.messages.unshift({ from: 'not-a-phone', id: 'wamid.bad', timestamp: 'x', type: 'text' });
    const res = await webhook(body);
    expect(res.status).toBe(200);
    expect(res.body.received).toBe(1);
    expect(res.body.rejected[0].field).toBe('entry[0].changes[0].value.messages[0].from');
    expect((await waitingItemOf(server, agent1, good)).client_Name).toBe('Good');
  });

  it('a known message id re-delivered after its conversation closed opens nothing', async () => {
    const from = phone();
    const body = cloudTextPayload({
      phoneNumberId: server.seed.phoneNumbers.acme,
      from,
      name: 'Again',
      text: 'once',
    });
    expect((await webhook(body)).status).toBe(200);
    const item = await waitingItemOf(server, agent1, from);
    expect((await sendReply(item.attendence_Id, 'done')).status).toBe(200);
    const [completion] = (
      await server.call('GET', `/api/List_Att_Completion_Id?Customer_Id=${acme}`, { token: agent1 })
    ).body;
    const close = new URLSearchParams({
      Attendence_Id: String(item.attendence_Id),
      Completion_Id: String(completion.completion_Id),
      Obs_Attendence: '',
      Customer_Id: String(acme),
    });
    expect(
      (await server.call('POST', `/api/User_Att_Close?${close}`, { token: agent1 })).status,
    ).toBe(200);
    // WhatsApp delivers the same message again.
    expect((await webhook(body)).status).toBe(200);
    await expect(waitingItemOf(server, agent1, from)).rejects.toThrow(/no waiting item/);
  });

  it('resolves an image media id through the Graph API, downloads it with the token and stores it', async () => {
    graph.media.set('MEDIA-IMG-1', { data: PNG, mimeType: 'image/png' });
    const from = phone();
    const body = cloudTextPayload({
      phoneNumberId: server.seed.phoneNumbers.acme,
      from,
      name: 'Photo',
      text: 'x',
    });
    const value = body.entry[0]!.changes[0]!.value as { messages: Array<Record<string, unknown>> };
    value.messages[0] = {
      from,
      id: `wamid.${randomUUID()}`,
      timestamp: String(Math.floor(Date.now() / 1000)),
      type: 'image',
      image: { id: 'MEDIA-IMG-1', mime_type: 'image/png', sha256: 'x', caption: 'my router' },
    };
    const res = await webhook(body);
    expect(res.status).toBe(200);
    const mediaCalls = graph.requests.filter((r) => r.path.includes('MEDIA-IMG-1'));
    expect(mediaCalls.map((r) => [r.method, r.path, r.authorization])).toEqual([
      ['GET', '/v21.0/MEDIA-IMG-1', `Bearer ${ACME_TOKEN}`],
      ['GET', '/download/MEDIA-IMG-1', `Bearer ${ACME_TOKEN}`],
    ]);
    const item = await waitingItemOf(server, agent1, from);
    const list = await server.call(
      'GET',
      `/api/User_Att_Messages_List?Customer_Id=${acme}&Attendence_Id=${item.attendence_Id}`,
      { token: agent1 },
    );
    const [image, caption] = list.body as Array<{ message: string; delivery: string | null }>;
    expect(image!.message).toMatch(/\/files\/hornitos\/[0-9a-f-]{36}\/image-MEDIA-IMG-1\.png$/);
    expect(image!.delivery).toBeNull();
    expect(caption!.message).toBe('my router');
    const served = await fetch(`${server.url}${new URL(image!.message).pathname}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it('a media download that fails keeps the message with a placeholder', async () => {
    const from = phone();
    const body = cloudTextPayload({
      phoneNumberId: server.seed.phoneNumbers.acme,
      from,
      name: 'Voice',
      text: 'x',
    });
    const value = body.entry[0]!.changes[0]!.value as { messages: Array<Record<string, unknown>> };
    value.messages[0] = {
      from,
      id: `wamid.${randomUUID()}`,
      timestamp: String(Math.floor(Date.now() / 1000)),
      type: 'audio',
      audio: { id: 'MEDIA-GONE', mime_type: 'audio/ogg; codecs=opus', voice: true },
    };
    expect((await webhook(body)).status).toBe(200);
    const item = await waitingItemOf(server, agent1, from);
    const list = await server.call(
      'GET',
      `/api/User_Att_Messages_List?Customer_Id=${acme}&Attendence_Id=${item.attendence_Id}`,
      { token: agent1 },
    );
    expect(list.body[0].message).toBe(mediaUnavailableText('audio'));
  });
});

describe('control characters through the signed webhook (docs/adr/0022)', () => {
  const SECRET = 'nul-app-secret';
  let signed: TestServer;
  const PDF = Buffer.from('%PDF-1.4\n%test\n', 'latin1');

  beforeAll(async () => {
    signed = await startTestServer({
      env: {
        WHATSAPP_GRAPH_URL: graph.url,
        WHATSAPP_GRAPH_VERSION: 'v21.0',
        WHATSAPP_APP_SECRET: SECRET,
      },
    });
    await signed.database.db
      .update(channelNumbers)
      .set({ adapter: 'whatsapp', accessToken: ACME_TOKEN })
      .where(eq(channelNumbers.phoneNumberId, signed.seed.phoneNumbers.acme));
    // A second server with its own fresh database: slower than a test on a busy machine.
  }, 120_000);
  afterAll(async () => {
    await signed?.close();
  });

  /** Posts a body signed with the app secret, as Meta does. */
  async function postSigned(body: unknown) {
    const raw = JSON.stringify(body);
    const signature = `sha256=${createHmac('sha256', SECRET).update(raw).digest('hex')}`;
    const res = await fetch(`${signed.url}/webhooks/whatsapp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature },
      body: raw,
    });
    return { status: res.status, body: (await res.json()) as { received?: number } };
  }

  async function stored(externalId: string) {
    const [row] = await signed.database.db
      .select({ text: messages.text })
      .from(messages)
      .where(eq(messages.externalId, externalId));
    return row?.text;
  }

  async function clientName(phone: string) {
    const [row] = await signed.database.db
      .select({ name: clients.name })
      .from(clients)
      .where(eq(clients.identify, phone));
    return row?.name;
  }

  it('a NUL in a text and in the profile name is stored as U+FFFD and answered 200', async () => {
    const from = phone();
    const body = cloudTextPayload({
      phoneNumberId: signed.seed.phoneNumbers.acme,
      from,
      name: 'Ana\u0000Maria\u0007',
      text: 'Oi\u0000 tudo\u001b bem?\r\nSegunda linha\ttab',
    });
    const value = body.entry[0]!.changes[0]!.value as { messages: Array<{ id: string }> };
    const res = await postSigned(body);
    expect(res).toEqual({ status: 200, body: { received: 1, rejected: [] } });
    expect(await stored(value.messages[0]!.id)).toBe(
      'Oi\uFFFD tudo\uFFFD bem?\nSegunda linha\ttab',
    );
    expect(await clientName(from)).toBe('Ana\uFFFDMaria\uFFFD');
    // Delivered again (as Meta does after a 200 it did not see): nothing more is stored.
    expect((await postSigned(body)).status).toBe(200);
    const rows = await signed.database.db
      .select()
      .from(messages)
      .where(eq(messages.externalId, value.messages[0]!.id));
    expect(rows).toHaveLength(1);
  });

  it('a NUL in a caption and in a file name: the document and its caption are stored', async () => {
    graph.media.set('MEDIA-DOC-NUL', { data: PDF, mimeType: 'application/pdf' });
    const from = phone();
    const body = cloudTextPayload({
      phoneNumberId: signed.seed.phoneNumbers.acme,
      from,
      name: 'Doc',
      text: 'x',
    });
    const id = `wamid.${randomUUID()}`;
    const value = body.entry[0]!.changes[0]!.value as { messages: Array<Record<string, unknown>> };
    value.messages[0] = {
      from,
      id,
      timestamp: String(Math.floor(Date.now() / 1000)),
      type: 'document',
      document: {
        id: 'MEDIA-DOC-NUL',
        mime_type: 'application/pdf',
        sha256: 'x',
        filename: 'con\u0000tra\u0001to.pdf',
        caption: 'Segue\u0000 o contrato',
      },
    };
    const res = await postSigned(body);
    expect(res).toEqual({ status: 200, body: { received: 2, rejected: [] } });
    expect(await stored(id)).toMatch(/\/files\/hornitos\/[0-9a-f-]{36}\/contrato\.pdf$/);
    expect(await stored(`${id}#caption`)).toBe('Segue\uFFFD o contrato');
    const address = new URL((await stored(id))!).pathname;
    // The file store keeps the name the client gave, without its control characters.
    const key = address.split('/').at(-2)!;
    const info = await defaultFileStore(signed.config).info(key);
    expect([info?.fileName, info?.originalName]).toEqual(['contrato.pdf', 'contrato.pdf']);
    const file = await fetch(`${signed.url}${address}`);
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer()).equals(PDF)).toBe(true);
  });
});
