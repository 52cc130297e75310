// WhatsApp-native replies (issue 19, docs/adr/0025): a chatbot question leaves the outbox as reply
// buttons, a list or numbered text, checked by the Graph-compatible server; the client's button
// and list replies come back through the real signed webhook and are stored as their titles.
import { createHmac, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { Direction } from '../src/attendance/commands';
import type { ChoiceOption } from '../src/channel/types';
import { channelNumbers, messages, outbox } from '../src/db/schema';
import { startFakeGraph, type FakeGraph } from './graphServer';
import { startTestServer, type TestServer } from './harness';
import { cloudTextPayload, waitingItemOf } from './inbound';

const SECRET = 'interactive-app-secret';
const TOKEN = 'EAAG-acme-interactive';

let graph: FakeGraph;
let server: TestServer;
let agent1: string;

beforeAll(async () => {
  graph = await startFakeGraph();
  server = await startTestServer({
    env: {
      WHATSAPP_GRAPH_URL: graph.url,
      WHATSAPP_GRAPH_VERSION: 'v21.0',
      WHATSAPP_APP_SECRET: SECRET,
    },
  });
  await server.database.db
    .update(channelNumbers)
    .set({ adapter: 'whatsapp', accessToken: TOKEN })
    .where(eq(channelNumbers.phoneNumberId, server.seed.phoneNumbers.acme));
  graph.tokens.set(server.seed.phoneNumbers.acme, TOKEN);
  agent1 = await server.login('agent1');
}, 120_000);

afterAll(async () => {
  await server?.close();
  await graph?.close();
});

/** Waits for `probe` to answer something, checking every 25 ms (10 s at most). */
async function until<T>(probe: () => Promise<T | undefined | false> | T | undefined | false) {
  const end = Date.now() + 10_000;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 25));
  }
}

const phone = () => `55119${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

/** Posts a body signed with the app secret, as Meta does. */
async function postSigned(body: unknown) {
  const raw = JSON.stringify(body);
  const signature = `sha256=${createHmac('sha256', SECRET).update(raw).digest('hex')}`;
  const res = await fetch(`${server.url}/webhooks/whatsapp`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature },
    body: raw,
  });
  return { status: res.status, body: (await res.json()) as { received?: number } };
}

/** A client's reply to a question, as the webhook carries it (one message). */
function replyPayload(from: string, interactive: Record<string, unknown>) {
  const body = cloudTextPayload({
    phoneNumberId: server.seed.phoneNumbers.acme,
    from,
    name: 'Interactive Client',
    text: '',
  });
  const id = `wamid.${randomUUID().replace(/-/g, '')}`;
  const message = body.entry[0]!.changes[0]!.value.messages[0]! as Record<string, unknown>;
  delete message.text;
  Object.assign(message, { id, type: 'interactive', interactive });
  return { body, id };
}

/** A client who wrote once: their waiting item. */
async function clientItem() {
  const from = phone();
  const first = cloudTextPayload({
    phoneNumberId: server.seed.phoneNumbers.acme,
    from,
    name: 'Interactive Client',
    text: 'oi',
  });
  expect((await postSigned(first)).status).toBe(200);
  return { from, item: await waitingItemOf(server, agent1, from) };
}

/** Queues a chatbot question to `to` (message + outbox row, as the runtime does) and waits for it. */
async function ask(attendanceId: number, to: string, text: string, choices: ChoiceOption[]) {
  const db = server.database.db;
  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(messages)
      .values({ attendanceId, text, direction: Direction.ChatBot, delivery: 'pending' as const })
      .returning({ id: messages.id });
    await tx.insert(outbox).values({
      messageId: row!.id,
      customerId: server.seed.customers.acme,
      phoneNumberId: server.seed.phoneNumbers.acme,
      recipient: to,
      payload: { type: 'choices', text, choices },
    });
  });
  const sent = await until(() => graph.requests.find((r) => r.body?.to === to && r.status > 0));
  graph.requests.splice(graph.requests.indexOf(sent), 1);
  return sent;
}

const options = (n: number, title = (i: number) => `Opção ${i}`): ChoiceOption[] =>
  Array.from({ length: n }, (_, i) => ({ id: `step-3:${i + 1}`, title: title(i + 1) }));

describe('a chatbot question leaves as a WhatsApp-native message', () => {
  it('up to 3 options: reply buttons, accepted by the Graph API', async () => {
    const { from, item } = await clientItem();
    const sent = await ask(item.attendence_Id, from, 'Como podemos ajudar?', options(3));
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({
      type: 'interactive',
      interactive: {
        type: 'button',
        body: { text: 'Como podemos ajudar?' },
        action: {
          buttons: [
            { type: 'reply', reply: { id: 'step-3:1', title: 'Opção 1' } },
            { type: 'reply', reply: { id: 'step-3:2', title: 'Opção 2' } },
            { type: 'reply', reply: { id: 'step-3:3', title: 'Opção 3' } },
          ],
        },
      },
    });
  });

  it('up to 10 options, or long titles: a list, a long title whole in its description', async () => {
    const { from, item } = await clientItem();
    const long = 'Segunda via de boleto bancário vencido';
    const sent = await ask(item.attendence_Id, from, 'Escolha', [
      { id: 'a', title: long },
      { id: 'b', title: 'Falar com atendente' },
    ]);
    expect(sent.status).toBe(200);
    expect(sent.body?.interactive).toEqual({
      type: 'list',
      body: { text: 'Escolha' },
      action: {
        button: '☰ 1-2',
        sections: [
          {
            rows: [
              { id: 'a', title: 'Segunda via de boleto b…', description: long },
              { id: 'b', title: 'Falar com atendente' },
            ],
          },
        ],
      },
    });
    const ten = await ask(item.attendence_Id, from, 'Menu', options(10));
    expect(ten.status).toBe(200);
    expect((ten.body?.interactive as { type: string }).type).toBe('list');
  });

  it('more than 10 options: numbered text', async () => {
    const { from, item } = await clientItem();
    const sent = await ask(item.attendence_Id, from, 'Menu', options(11));
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ type: 'text' });
    const lines = (sent.body?.text as { body: string }).body.split('\n');
    expect(lines).toEqual(['Menu', ...options(11).map((o, i) => `${i + 1}. ${o.title}`)]);
  });

  it('the Graph-compatible server refuses a body outside Meta limits, as Graph does', async () => {
    const post = (interactive: unknown) =>
      fetch(`${graph.url}/v21.0/${server.seed.phoneNumbers.acme}/messages`, {
        method: 'POST',
        headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          messaging_product: 'whatsapp',
          to: '1',
          type: 'interactive',
          interactive,
        }),
      });
    const fourButtons = {
      type: 'button',
      body: { text: 'x' },
      action: { buttons: options(4).map((o) => ({ type: 'reply', reply: o })) },
    };
    const longRow = {
      type: 'list',
      body: { text: 'x' },
      action: { button: 'Ver', sections: [{ rows: [{ id: 'a', title: 'x'.repeat(25) }] }] },
    };
    for (const wrong of [fourButtons, longRow]) {
      const res = await post(wrong);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ error: { code: 131009 } });
    }
  });
});

describe('the client picks an option (signed webhook)', () => {
  it.each([
    ['button_reply', { id: 'step-3:2', title: 'Opção 2' }],
    ['list_reply', { id: 'a', title: 'Segunda via de boleto b…', description: 'Segunda via' }],
  ])('%s is stored as a client message with the picked title', async (type, reply) => {
    const { from, item } = await clientItem();
    const { body, id } = replyPayload(from, { type, [type]: reply });
    expect(await postSigned(body)).toEqual({ status: 200, body: { received: 1, rejected: [] } });
    const [stored] = await server.database.db
      .select({
        text: messages.text,
        attendanceId: messages.attendanceId,
        direction: messages.direction,
      })
      .from(messages)
      .where(eq(messages.externalId, id));
    expect(stored).toEqual({
      text: reply.title,
      attendanceId: item.attendence_Id,
      direction: Direction.Client,
    });
  });
});
