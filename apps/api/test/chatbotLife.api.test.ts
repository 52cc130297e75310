// The interaction's life (issue 19, docs/adr/0024): the seeded demo bot end to end with its
// hand-off and transcript, redeliveries, one client's messages at once, a restart mid-flow,
// expiry, the dashboard's counts and its live signal.
import { NewAttFlag } from '@atende/contract';
import { buildApp } from '../src/app';
import * as t from '../src/db/schema';
import type { HubEvent } from '../src/realtime/types';
import { isDashboardSignal, type BusEvent } from '../src/realtime/types';
import {
  addFlow,
  botSaid,
  interactionsOf,
  lastInteraction,
  newPhone,
  post,
  say,
  step,
  transcript,
  until,
} from './chatbotKit';
import { startTestServer, testDbKind, type TestServer } from './harness';
import { waitingItemOf } from './inbound';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const WELCOME = 'Welcome to Acme!\nHow can we help you today?';

describe('the seeded Welcome bot', () => {
  it('menu → Support → a bad then a good e-mail → handed to Support with the whole conversation', async () => {
    const events: HubEvent[] = [];
    const stop = server.bus.subscribe((e) => events.push(e));
    const phone = newPhone();
    await say(server, phone, 'Menu');
    await say(server, phone, 'support');
    await say(server, phone, 'not-an-email');
    await say(server, phone, 'ana@example.com');
    stop();
    expect(await botSaid(server, phone)).toEqual([
      WELCOME,
      'Please type your e-mail so that our team can reach you.',
      'Por favor, informe um e-mail válido (ex.: nome@empresa.com).',
      'Please type your e-mail so that our team can reach you.',
      'Thank you! An agent of our Support team will talk to you (ana@example.com).',
    ]);
    const row = await lastInteraction(server, phone);
    expect(row).toMatchObject({
      status: 'closed',
      endedReason: 'handed_off',
      handedGroupId: server.seed.groups['acme:Support'],
      variables: expect.objectContaining({ email: 'ana@example.com' }),
    });

    // agent1 (Support) sees the client waiting and reads the bot conversation: client 1, chatbot 2.
    const agent1 = await server.login('agent1');
    const item = await waitingItemOf(server, agent1, phone);
    const history = await server.call(
      'GET',
      `/api/User_Att_Messages_List?Customer_Id=${server.seed.customers.acme}&Attendence_Id=${item.attendence_Id}`,
      { token: agent1 },
    );
    const lines = (history.body as Array<{ message: string; message_Direction: number }>).map(
      (m) => [m.message_Direction, m.message],
    );
    expect(lines.slice(0, 3)).toEqual([
      [1, 'Menu'],
      [2, WELCOME],
      [1, 'support'],
    ]);
    expect(lines).toHaveLength(9);
    // NewAtt "new waiting item" reached the group's agents at once, with the thread.
    const waiting = events.find((e) => e.flag === NewAttFlag.Waiting && e.phone === phone);
    expect(waiting?.userIds).toContain(server.seed.users.agent1);
    expect(waiting?.messages).toHaveLength(9);
    // ...and the waiting row itself, as the list answers it: the desks add it without a reload.
    expect(waiting?.item).toEqual(item);
  });
});

it("the simulator's history shows the bot conversation (the client's phone)", async () => {
  const phone = newPhone();
  await say(server, phone, 'menu');
  const q = new URLSearchParams({ phoneNumberId: server.seed.phoneNumbers.acme, phone });
  const res = await server.call('GET', `/simulator/history?${q}`);
  type Shown = { direction: string; author?: string; text: string };
  expect(res.body.map((m: Shown) => [m.direction, m.author, m.text])).toEqual([
    ['in', undefined, 'menu'],
    ['out', 'bot', WELCOME],
  ]);
});

describe('one client, one message at a time', () => {
  it('an interaction left open beside a queue item ends (queued) and the message goes to the queue', async () => {
    const phone = newPhone();
    await say(server, phone, 'menu');
    const row = await lastInteraction(server, phone);
    // A queue item opened beside it (two first messages racing: one passed on, one started a flow).
    await server.database.db.insert(t.attendances).values({
      customerId: row.customerId,
      clientId: row.clientId,
      phoneNumberId: server.seed.phoneNumbers.acme,
      status: 'waiting',
    });
    await say(server, phone, 'Plans');
    expect(await lastInteraction(server, phone)).toMatchObject({
      status: 'closed',
      endedReason: 'queued',
    });
    expect(await botSaid(server, phone)).toEqual([WELCOME]);
  });

  it('a redelivered message id is processed once', async () => {
    const phone = newPhone();
    const first = await say(server, phone, 'menu');
    await post(server, first);
    await Promise.all([post(server, first), post(server, first)]);
    expect(await transcript(server, phone)).toEqual([
      [0, 'menu'],
      [1, WELCOME],
    ]);
  });

  it('two first messages at once start one interaction; replies at once are answered in turn', async () => {
    const phone = newPhone();
    await Promise.all([say(server, phone, 'menu'), say(server, phone, 'menu')]);
    expect(await interactionsOf(server, phone)).toHaveLength(1);
    await Promise.all([say(server, phone, 'Plans'), say(server, phone, 'Menu')]);
    const lines = await transcript(server, phone);
    // Each client message is followed by its own answer: never two client messages in a row.
    const directions = lines.map(([d]) => d).join('');
    expect(directions).toMatch(/^(01+)+$/);
    expect(lines.filter(([d]) => d === 0)).toHaveLength(4);
  });
});

it('a restart mid-flow resumes where the conversation was (a new app on the same database)', async () => {
  const phone = newPhone();
  await say(server, phone, 'menu');
  await say(server, phone, 'support');
  const second = await buildApp({ config: server.config, db: server.database.db, bus: server.bus });
  try {
    await second.listen({ host: '127.0.0.1', port: 0 });
    const address = second.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const { cloudTextPayload } = await import('./inbound');
    const res = await fetch(`http://127.0.0.1:${port}/webhooks/whatsapp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(
        cloudTextPayload({
          phoneNumberId: server.seed.phoneNumbers.acme,
          from: phone,
          name: 'x',
          text: 'bo@example.com',
        }),
      ),
    });
    expect(res.status).toBe(200);
  } finally {
    await second.close();
  }
  expect(await lastInteraction(server, phone)).toMatchObject({ endedReason: 'handed_off' });
});

it('a flow saved meanwhile does not change a conversation under way (its version is kept)', async () => {
  const flowId = await addFlow(server, 'versioned', [
    step(0, 2, 'Name?', [['*', 1]], { step_Operational_Variable: 'n' }),
    step(1, 1, 'Hi {{n}}', [['', -1]]),
  ]);
  const phone = newPhone();
  await say(server, phone, 'versioned');
  const manager = await server.login('manager');
  const steps = await server.call(
    'GET',
    `/api/List_Flow_Steps?Flow_Id=${flowId}&Customer_Id=${server.seed.customers.acme}`,
    { token: manager },
  );
  const body = { ...steps.body, base_Version: steps.body.flow_Version };
  body.steps[1].step_Message = 'Changed';
  delete body.flow_Version;
  const saved = await server.call('POST', '/api/Data_Flow_Update', { token: manager, body });
  expect(saved.status).toBe(200);
  await say(server, phone, 'Bea');
  expect((await botSaid(server, phone)).at(-1)).toBe('Hi Bea');
});

describe('the dashboard reads real interactions', () => {
  const range = () => ({
    customer_id: String(server.seed.customers.acme),
    channel_id: '0',
    start_date_time: new Date(Date.now() - 3600_000).toISOString().replace(/\.\d{3}Z$/, 'Z'),
    end_date_time: new Date(Date.now() + 3600_000).toISOString().replace(/\.\d{3}Z$/, 'Z'),
  });
  const interactionRange = () => {
    const { customer_id: customerId, ...rest } = range();
    return { ...rest, Customer_Id: customerId };
  };
  const summary = async (token: string) =>
    (
      await server.call('GET', `/integration/Light_Dashboard?${new URLSearchParams(range())}`, {
        token,
      })
    ).body as Record<string, number>;

  it('counts open, closed and abandoned; User_Messages_List shows the conversation; DashboardChanged is published', async () => {
    const manager = await server.login('manager');
    const before = await summary(manager);
    const signals: BusEvent[] = [];
    const stop = server.bus.subscribeAll((e) => {
      if (isDashboardSignal(e)) signals.push(e);
    });
    const phone = newPhone();
    await say(server, phone, 'menu');
    const open = await summary(manager);
    expect(open.number_Interactions_Open).toBe(before.number_Interactions_Open! + 1);
    expect(open.total_Interactions).toBe(before.total_Interactions! + 1);
    await say(server, phone, 'Plans');
    await say(server, phone, 'Done');
    stop();
    const after = await summary(manager);
    expect(after.number_Interactions_Open).toBe(before.number_Interactions_Open);
    expect(after.number_Interactions_Closed).toBe(before.number_Interactions_Closed! + 1);
    expect(signals.length).toBeGreaterThanOrEqual(2);

    const row = await lastInteraction(server, phone);
    const list = await server.call(
      'GET',
      `/integration/User_Messages_List?Customer_Id=${server.seed.customers.acme}&Client_Operation_Id=${row.id}`,
      { token: manager },
    );
    const closed = await server.call(
      'GET',
      `/integration/Light_Dashboard_Interaction?${new URLSearchParams({ ...interactionRange(), status_interaction: '2' })}`,
      { token: manager },
    );
    expect(closed.status).toBe(200);
    expect(closed.body).toContainEqual(
      expect.objectContaining({
        client_Operation_Id: row.id,
        client_Identify: phone,
        flow_Name: 'Welcome bot',
      }),
    );
    expect(list.body.map((m: { message_Direction: number }) => m.message_Direction)).toEqual([
      0, 1, 0, 1, 0,
    ]);
  });
});

describe('silence past the session expiry', () => {
  let short: TestServer;
  beforeAll(async () => {
    short = await startTestServer({
      env: { CHATBOT_SESSION_EXPIRY_MS: '300', CHATBOT_SWEEP_MS: '100' },
    });
  });
  afterAll(() => short.close());

  it('ends the interaction abandoned with the leave message (the sweeper)', async () => {
    const phone = newPhone();
    await say(short, phone, 'menu');
    await until(async () => (await lastInteraction(short, phone)).status === 'abandoned');
    expect(await lastInteraction(short, phone)).toMatchObject({ endedReason: 'expired' });
    expect((await botSaid(short, phone)).at(-1)).toBe(
      'Hasta luego, muchas gracias por comunicarse con nosotros',
    );
  });
});

// Two API instances on one PostgreSQL database (PGlite is one process's database).
(testDbKind === 'postgres' ? describe : describe.skip)('two API instances', () => {
  let other: TestServer;
  beforeAll(async () => {
    other = await startTestServer({ shareDatabaseWith: server });
  });
  afterAll(() => other.close());

  it("process one client's messages one at a time whichever instance receives them", async () => {
    const phones = [newPhone(), newPhone(), newPhone()];
    await Promise.all(phones.map((p, i) => say(i % 2 ? other : server, p, 'menu')));
    await Promise.all(
      phones.flatMap((p) => [say(server, p, 'Plans'), say(other, p, 'Menu'), say(server, p, 'x')]),
    );
    for (const phone of phones) {
      expect(await interactionsOf(server, phone)).toHaveLength(1);
      const lines = await transcript(server, phone);
      expect(lines.map(([d]) => d).join('')).toMatch(/^(01+)+$/);
      expect(lines.filter(([d]) => d === 0)).toHaveLength(4);
    }
  });
});
