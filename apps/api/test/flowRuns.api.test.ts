// The editor's test panel (issue 19, docs/adr/0030): Flow_Test_Turn runs the flow being edited
// through the runtime's engine in a sandbox (nothing written, nothing sent, no call made).
import type { FlowStep, FlowTestTurnAnswer } from '@atende/contract';
import { count, eq } from 'drizzle-orm';
import * as t from '../src/db/schema';
import type { IntegrationRequest } from '../src/chatbot/types';
import { step } from './chatbotKit';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
let manager: string;
let acme: number;
const calls: IntegrationRequest[] = [];

beforeAll(async () => {
  server = await startTestServer({
    integrationCaller: {
      call: async (request) => {
        calls.push(request);
        return { ok: true, status: 200, body: {} };
      },
    },
  });
  manager = await server.login('manager');
  acme = server.seed.customers.acme;
}, 120_000);
afterAll(() => server.close());

async function welcomeSteps(): Promise<FlowStep[]> {
  const [flow] = await server.database.db
    .select({ id: t.flows.id })
    .from(t.flows)
    .where(eq(t.flows.name, 'Welcome bot'));
  const res = await server.call(
    'GET',
    `/api/List_Flow_Steps?Customer_Id=${acme}&Flow_Id=${flow!.id}`,
    {
      token: manager,
    },
  );
  return res.body.steps as FlowStep[];
}

async function rowCounts() {
  const db = server.database.db;
  const [i] = await db.select({ n: count() }).from(t.interactions);
  const [m] = await db.select({ n: count() }).from(t.interactionMessages);
  const [o] = await db.select({ n: count() }).from(t.outbox);
  return [i!.n, m!.n, o!.n];
}

/** A panel session: each turn sends the flow and the previous state. */
function panel(steps: FlowStep[], extra: Record<string, unknown> = {}) {
  let state: FlowTestTurnAnswer['state'] | undefined;
  return async (text: string, choiceId?: string) => {
    const res = await server.call('POST', `/api/Flow_Test_Turn?Customer_Id=${acme}`, {
      token: manager,
      body: {
        initial_Step_Id: 0,
        exit_String: 'Salida',
        exit_Message: 'Bye',
        steps,
        text,
        ...(state ? { state } : {}),
        ...(choiceId ? { choice_Id: choiceId } : {}),
        ...extra,
      },
    });
    expect(res.status).toBe(200);
    state = (res.body as FlowTestTurnAnswer).state;
    return res.body as FlowTestTurnAnswer;
  };
}

describe('Flow_Test_Turn', () => {
  it('walks the Welcome bot: options, a refused e-mail, the hand-off; nothing written or sent', async () => {
    const before = await rowCounts();
    const turn = panel(await welcomeSteps());
    const first = await turn('menu');
    expect(first.path).toEqual([0]);
    expect(first.messages).toEqual([
      expect.objectContaining({
        kind: 'choices',
        text: 'Welcome to Acme!\nHow can we help you today?',
      }),
    ]);
    const support = first.messages[0]!.choices.find((c) => c.title === 'Support')!;
    expect(first.end).toEqual({ kind: 'await', reason: null, group_Id: null });

    const second = await turn('Support', support.id);
    expect(second.path).toEqual([2]);
    expect(second.messages.map((m) => m.text)).toEqual([
      'Please type your e-mail so that our team can reach you.',
    ]);

    const refused = await turn('not-an-email');
    expect(refused.rejected).toEqual({ step_Id: 2, rule: 'validate[Email]' });
    expect(refused.path).toEqual([]);
    expect(refused.state).toMatchObject({ step_Id: 2, awaiting: true });

    const done = await turn('ana@example.com');
    expect(done.rejected).toBeNull();
    expect(done.path).toEqual([4]);
    expect(done.state).toMatchObject({ ended: true, variables: { email: 'ana@example.com' } });
    expect(done.end).toEqual({
      kind: 'handoff',
      reason: 'handed_off',
      group_Id: server.seed.groups['acme:Support'],
    });
    expect(done.messages.at(-1)?.text).toContain('(ana@example.com)');
    // The sandbox wrote no interaction, message or outbox row.
    expect(await rowCounts()).toEqual(before);
  });

  it('an integration step makes no call: the panel sees what would be called and the chosen path', async () => {
    const steps = [
      step(
        0,
        3,
        '',
        [
          ['200', 1],
          ['error', 2],
        ],
        {
          step_Integration: 'https://plans.example/{{who}}',
          step_Integration_Method: 'POST',
        },
      ),
      step(1, 1, 'It worked', [['', -1]]),
      step(2, 1, 'It failed', [['', -1]]),
    ];
    const ok = await panel(steps)('hi');
    expect(ok.messages.map((m) => [m.kind, m.text])).toEqual([
      ['call', 'POST https://plans.example/'],
      ['text', 'It worked'],
    ]);
    expect(ok.path).toEqual([0, 1]);
    const failed = await panel(steps, { integration_Result: 'failure' })('hi');
    expect(failed.messages.map((m) => m.text)).toEqual([
      'POST https://plans.example/',
      'It failed',
    ]);
    expect(calls).toEqual([]);
  });

  it('refuses steps that break the save rules (400, translated field), and callers without the Flow level', async () => {
    const res = await server.call('POST', `/api/Flow_Test_Turn?Customer_Id=${acme}`, {
      token: manager,
      body: {
        initial_Step_Id: 7,
        exit_String: '',
        exit_Message: '',
        steps: [step(0, 1, 'a', [['', -1]])],
        text: 'x',
      },
    });
    expect([res.status, res.body.field]).toEqual([400, 'initial_Step_Id']);
    const agent = await server.login('agent1');
    const denied = await server.call('POST', `/api/Flow_Test_Turn?Customer_Id=${acme}`, {
      token: agent,
      body: {
        initial_Step_Id: 0,
        exit_String: '',
        exit_Message: '',
        steps: [step(0, 1, 'a', [['', -1]])],
        text: 'x',
      },
    });
    expect(denied.status).toBe(403);
  });
});
