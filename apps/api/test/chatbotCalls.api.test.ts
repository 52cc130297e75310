// The integration step's call out of the client's row lock (docs/adr/0024, issue 19): the call is
// recorded and committed first, made with no lock held, and its result applied in a new locked
// transaction fenced by the recorded call; messages arriving meanwhile are answered after it, in order.
import type { IntegrationRequest, IntegrationResult } from '../src/chatbot/types';
import { settleStaleCalls } from '../src/chatbot/pendingCall';
import type { AppContext } from '../src/context';
import type { FileStore } from '../src/files/types';
import { addFlow, botSaid, lastInteraction, newPhone, say, step, until } from './chatbotKit';
import { startTestServer, type TestServer } from './harness';

/** A call the test answers when it wants (a slow integration server). */
interface Held {
  request: IntegrationRequest;
  answer(result: IntegrationResult): void;
}

let server: TestServer;
const held: Held[] = [];

beforeAll(async () => {
  server = await startTestServer({
    integrationCaller: {
      call: (request) => new Promise<IntegrationResult>((answer) => held.push({ request, answer })),
    },
  });
  await addFlow(server, 'calls-slow', [
    step(0, 1, 'Checking your plan', [['', 1]]),
    step(
      1,
      3,
      '',
      [
        ['200', 2],
        ['error', 4],
      ],
      { step_Integration: 'https://plans.example/{{phone}}' },
    ),
    step(2, 2, 'Your plan is {{plan}}. Anything else?', [['*', 3]], {
      step_Operational_Variable: 'more',
    }),
    step(3, 1, 'Noted: {{more}}', [['', -1]]),
    step(4, 1, 'Try later', [['', -1]]),
  ]);
}, 120_000);
afterAll(async () => {
  for (const call of held.splice(0)) call.answer({ ok: false, reason: 'network' });
  await server.close();
});

/** Waits until the client's interaction records a call under way; answers its held call. */
async function callUnderWay(phone: string): Promise<Held> {
  await until(async () => {
    const row = await lastInteraction(server, phone).catch(() => null);
    return Boolean(row?.pendingCall) && held.some((h) => h.request.url.endsWith(phone));
  });
  return held.find((h) => h.request.url.endsWith(phone))!;
}

it("a slow call holds no lock: another client's turn and this client's next message go on", async () => {
  const phone = newPhone();
  const first = say(server, phone, 'calls-slow');
  const call = await callUnderWay(phone);
  // What came before the call is committed and on its way already.
  expect(await botSaid(server, phone)).toEqual(['Checking your plan']);

  // Another client's whole turn completes while the call is unanswered (PGlite runs one
  // transaction at a time: a held lock would make this wait for the call).
  const other = newPhone();
  await say(server, other, 'menu');
  expect((await botSaid(server, other)).length).toBeGreaterThan(0);

  // The same client's next message is taken at once, queued in the recorded call.
  await say(server, phone, 'a new SIM card');
  expect((await lastInteraction(server, phone)).pendingCall).toMatchObject({
    queued: [{ text: 'a new SIM card' }],
  });

  call.answer({ ok: true, status: 200, body: { plan: 'Gold' } });
  await first;
  expect(await botSaid(server, phone)).toEqual([
    'Checking your plan',
    'Your plan is Gold. Anything else?',
    'Noted: a new SIM card',
  ]);
  expect(await lastInteraction(server, phone)).toMatchObject({
    status: 'closed',
    endedReason: 'final',
    pendingCall: null,
  });
});

it('a call cut by a restart fails cleanly (the failure path); its late answer changes nothing', async () => {
  const phone = newPhone();
  const first = say(server, phone, 'calls-slow');
  const call = await callUnderWay(phone);
  // The process that made the call is gone: the sweeper of any instance settles it as failed.
  const ctx: AppContext = {
    config: server.config,
    db: server.database.db,
    bus: server.bus,
    outbound: { nudge: () => undefined },
    files: {} as FileStore,
  };
  const deps = { caller: { call: async () => ({ ok: false, reason: 'network' }) as const } };
  const log = { warn: () => undefined };
  expect(await settleStaleCalls(ctx, { ...deps, language: 'en' }, 0, log)).toBeGreaterThanOrEqual(
    1,
  );
  expect(await botSaid(server, phone)).toEqual(['Checking your plan', 'Try later']);
  expect(await lastInteraction(server, phone)).toMatchObject({
    status: 'closed',
    pendingCall: null,
  });

  call.answer({ ok: true, status: 200, body: { plan: 'Gold' } });
  await first;
  expect(await botSaid(server, phone)).toEqual(['Checking your plan', 'Try later']);
});
