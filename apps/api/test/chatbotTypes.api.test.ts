// Every step type of seed 001 §4 as the runtime runs it (docs/adr/0024), and the two guards.
import type { IntegrationRequest, IntegrationResult } from '../src/chatbot/types';
import * as t from '../src/db/schema';
import { eq } from 'drizzle-orm';
import { addFlow, botSaid, lastInteraction, newPhone, outboxTo, say, step } from './chatbotKit';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
const calls: IntegrationRequest[] = [];
const answers: IntegrationResult[] = [];

beforeAll(async () => {
  server = await startTestServer({
    integrationCaller: {
      call: async (request) => {
        calls.push(request);
        return answers.shift() ?? { ok: false, reason: 'network' };
      },
    },
  });
});
afterAll(() => server.close());

async function attendanceOf(interactionId: number) {
  const [row] = await server.database.db
    .select({ attendance: t.attendances })
    .from(t.interactions)
    .innerJoin(t.attendances, eq(t.attendances.id, t.interactions.attendanceId))
    .where(eq(t.interactions.id, interactionId));
  return row?.attendance ?? null;
}

it('types 1 and 15 go on at once without replies to wait for; 15 sends its image', async () => {
  await addFlow(server, 'types-media', [
    step(0, 1, 'One', [['', 1]]),
    step(1, 15, 'A picture', [['*', 2]], { step_Image_URL: 'https://cdn.example/p.png' }),
    step(2, 5, '', [['', -1]]),
  ]);
  const phone = newPhone();
  await say(server, phone, 'types-media');
  expect(await botSaid(server, phone)).toEqual(['One', 'https://cdn.example/p.png', 'A picture']);
  const payloads = (await outboxTo(server, phone)).map((r) => r.payload);
  expect(payloads[1]).toEqual({ type: 'image', link: 'https://cdn.example/p.png' });
  // Type 5 ends the interaction closed.
  expect(await lastInteraction(server, phone)).toMatchObject({
    status: 'closed',
    endedReason: 'end',
  });
});

it('type 10 sets a variable, type 11 tags the campaign, type 9 waits for any message', async () => {
  const [campaign] = await server.database.db
    .select({ id: t.campaigns.id })
    .from(t.campaigns)
    .where(eq(t.campaigns.name, 'Black Friday'));
  await addFlow(server, 'types-vars', [
    step(0, 10, 'Plan set', [['', 1]], {
      step_Operational_Variable: 'plan',
      step_Integration_Parameter: 'Gold for {{name}}',
    }),
    step(1, 11, '', [['', 2]], { step_Integration_Headers: String(campaign!.id) }),
    step(2, 9, '', [['', 3]]),
    step(3, 1, 'You have {{plan}}', [['', -1]]),
  ]);
  const phone = newPhone();
  await say(server, phone, 'types-vars');
  expect(await botSaid(server, phone)).toEqual(['Plan set']);
  expect(await lastInteraction(server, phone)).toMatchObject({
    status: 'open',
    currentStepId: 2,
    campaignId: campaign!.id,
  });
  await say(server, phone, 'anything');
  expect((await botSaid(server, phone)).at(-1)).toBe(`You have Gold for Client ${phone}`);
});

describe('type 3 (integration) through the injected caller', () => {
  const flow = [
    step(
      0,
      3,
      '',
      [
        ['200', 1],
        ['error', 2],
      ],
      {
        step_Integration_Method: 'POST',
        step_Integration: 'https://api.example/plans/{{phone}}',
        step_Integration_Parameter: '{"who":"{{name}}"}',
        step_Integration_Headers: 'X-Key: k1',
        step_Integration_Authorize: 'Bearer t',
      },
    ),
    step(1, 1, 'Your plan is {{plan}}', [['', -1]]),
    step(2, 1, 'Try later', [['', -1]]),
  ];
  beforeAll(() => addFlow(server, 'types-call', flow));

  it('a success makes the answer fields variables and takes the status transition', async () => {
    answers.push({ ok: true, status: 200, body: { plan: 'Gold' } });
    const phone = newPhone();
    await say(server, phone, 'types-call');
    expect(await botSaid(server, phone)).toEqual(['Your plan is Gold']);
    expect(calls.at(-1)).toEqual({
      customerId: server.seed.customers.acme,
      method: 'POST',
      url: `https://api.example/plans/${phone}`,
      parameter: `{"who":"Client ${phone}"}`,
      headers: { 'X-Key': 'k1' },
      authorize: 'Bearer t',
    });
  });

  it('a failure takes the failure path; without one, the leave message ends it', async () => {
    answers.push({ ok: false, reason: 'refused_address' });
    const phone = newPhone();
    await say(server, phone, 'types-call');
    expect(await botSaid(server, phone)).toEqual(['Try later']);

    await addFlow(server, 'types-call-nopath', [
      step(0, 3, '', [['ok', 1]], { step_Integration: 'http://127.0.0.1/' }),
      step(1, 1, 'fine', [['', -1]]),
    ]);
    answers.push({ ok: false, reason: 'timeout' });
    const other = newPhone();
    await say(server, other, 'types-call-nopath');
    expect(await botSaid(server, other)).toEqual([
      'Hasta luego, muchas gracias por comunicarse con nosotros',
    ]);
    expect(await lastInteraction(server, other)).toMatchObject({
      status: 'closed',
      endedReason: 'integration_failed',
    });
  });
});

it('types 6 and 12 hand off: to the named group, or to the number’s group', async () => {
  const billing = server.seed.groups['acme:Billing']!;
  await addFlow(server, 'types-six', [
    step(0, 6, 'To billing', [['', -1]], { step_Integration_Parameter: String(billing) }),
  ]);
  await addFlow(server, 'types-twelve', [step(0, 12, '', [['', -1]])]);
  const six = newPhone();
  await say(server, six, 'types-six');
  const sixRow = await lastInteraction(server, six);
  expect(sixRow).toMatchObject({
    status: 'closed',
    endedReason: 'handed_off',
    handedGroupId: billing,
  });
  expect(await attendanceOf(sixRow.id)).toMatchObject({ status: 'waiting', groupId: billing });

  const twelve = newPhone();
  await say(server, twelve, 'types-twelve');
  const row = await lastInteraction(server, twelve);
  expect(row.handedGroupId).toBe(server.seed.groups['acme:Support']);
  // The client now has an attendance: the next message goes to the queue, not to a bot.
  await say(server, twelve, 'types-twelve');
  expect((await lastInteraction(server, twelve)).id).toBe(row.id);
});

describe('guards', () => {
  it('10 passes through one step without a reply hand the client over (loop_limit)', async () => {
    await addFlow(server, 'guard-loop', [
      step(0, 1, 'ping', [['', 1]]),
      step(1, 1, 'pong', [['', 0]]),
    ]);
    const phone = newPhone();
    await say(server, phone, 'guard-loop');
    expect(await botSaid(server, phone)).toHaveLength(20);
    expect(await lastInteraction(server, phone)).toMatchObject({
      status: 'closed',
      endedReason: 'loop_limit',
      handedGroupId: server.seed.groups['acme:Support'],
    });
  });

  it('more than 1,000 steps in one run hand the client over (step_limit)', async () => {
    const chain = Array.from({ length: 1005 }, (_, i) => step(i, 10, '', [['', i + 1]]));
    await addFlow(server, 'guard-steps', chain);
    const phone = newPhone();
    await say(server, phone, 'guard-steps');
    expect(await lastInteraction(server, phone)).toMatchObject({
      status: 'closed',
      endedReason: 'step_limit',
      stepsRun: 1000,
    });
  });
});
