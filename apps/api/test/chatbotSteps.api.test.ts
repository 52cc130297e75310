// The chatbot runtime's step semantics (issue 19, docs/adr/0024) through the real webhook: every
// step type, every validation text, transitions by text, number and choice id, final, exit text.
import { eq } from 'drizzle-orm';
import { chatbotStep } from '../src/chatbot/runtime';
import * as t from '../src/db/schema';
import {
  addFlow,
  botSaid,
  lastInteraction,
  newPhone,
  outboxTo,
  say,
  step,
  until,
} from './chatbotKit';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ env: { CHATBOT_LANGUAGE: 'en' } });
  // A menu: options by text, number or choice id; 'Done' is final; 'Sí' tests accents.
  await addFlow(server, 'shop', [
    step(0, 1, 'Hello {{name}}![br]Pick one', [
      ['Plans', 1],
      ['Sí, gracias', 2],
      ['Done', -1],
    ]),
    // Type 4 (options) asks like a message step with replies.
    step(1, 4, 'Plans from 9.90', [['Back', 0]]),
    step(2, 1, 'De nada', [['ok', -1]]),
  ]);
});
afterAll(() => server.close());

describe('a flow starts on its initial message and reads replies', () => {
  it('sends the initial step with its options as choices, [br] restored, variables substituted', async () => {
    const phone = newPhone();
    await say(server, phone, 'SHOP');
    expect(await botSaid(server, phone)).toEqual([`Hello Client ${phone}!\nPick one`]);
    const [row] = await outboxTo(server, phone);
    expect(row!.payload).toEqual({
      type: 'choices',
      text: `Hello Client ${phone}!\nPick one`,
      choices: [
        { id: '0.0', title: 'Plans' },
        { id: '0.1', title: 'Sí, gracias' },
        { id: '0.2', title: 'Done' },
      ],
    });
    // Bot messages leave through the outbox and are marked when sent.
    await until(async () => (await outboxTo(server, phone)).every((r) => r.status === 'sent'));
    const [bot] = await server.database.db
      .select()
      .from(t.interactionMessages)
      .where(eq(t.interactionMessages.id, row!.interactionMessageId!));
    expect(bot!.delivery).toBe('sent');
  });

  it('a message that starts no flow goes to the queue as before', async () => {
    const phone = newPhone();
    await say(server, phone, 'I need help');
    expect(await botSaid(server, phone).catch(() => 'none')).toBe('none');
  });

  it('matches by trimmed text without case or accents, by number, and by choice id', async () => {
    const phone = newPhone();
    await say(server, phone, 'shop');
    await say(server, phone, '  PLANS ');
    await say(server, phone, 'back');
    await say(server, phone, '2');
    expect((await botSaid(server, phone)).slice(1)).toEqual([
      'Plans from 9.90',
      `Hello Client ${phone}!\nPick one`,
      'De nada',
    ]);
    const other = newPhone();
    await say(server, other, 'shop');
    await say(server, other, 'si, GRACIAS');
    expect((await botSaid(server, other)).at(-1)).toBe('De nada');

    // A button or list reply: the choice id is matched first, whatever its title says.
    const viaStep = newPhone();
    await say(server, viaStep, 'shop');
    const ctx = {
      config: server.config,
      db: server.database.db,
      bus: server.bus,
      outbound: { nudge: () => undefined },
      files: undefined as never,
    };
    const botStep = chatbotStep(ctx, server.app.log);
    const outcome = await botStep.handle(
      {
        phoneNumberId: server.seed.phoneNumbers.acme,
        from: viaStep,
        waMessageId: `wamid.choice-${viaStep}`,
        timestamp: new Date(),
        kind: 'text',
        text: 'Done',
        choiceId: '0.0',
      },
      { mediaResolver: { resolve: async () => '' } },
    );
    expect(outcome).toEqual({ consumed: 'handled' });
    expect((await botSaid(server, viaStep)).at(-1)).toBe('Plans from 9.90');
  });

  it('a final reply (-1) closes the interaction', async () => {
    const phone = newPhone();
    await say(server, phone, 'shop');
    await say(server, phone, 'Done');
    expect(await lastInteraction(server, phone)).toMatchObject({
      status: 'closed',
      endedReason: 'final',
    });
  });

  it("the flow's exit text ends it with the exit message", async () => {
    const phone = newPhone();
    await say(server, phone, 'shop');
    await say(server, phone, 'salida');
    expect((await botSaid(server, phone)).at(-1)).toBe(
      'Hasta luego, muchas gracias por comunicarse con nosotros',
    );
    expect(await lastInteraction(server, phone)).toMatchObject({
      status: 'closed',
      endedReason: 'exit',
    });
  });

  it('a reply that picks no option is asked again with a hint', async () => {
    const phone = newPhone();
    await say(server, phone, 'shop');
    await say(server, phone, 'what?');
    expect((await botSaid(server, phone)).slice(1)).toEqual([
      "Sorry, I didn't get that. Please pick one of the options.",
      `Hello Client ${phone}!\nPick one`,
    ]);
    expect((await lastInteraction(server, phone)).status).toBe('open');
  });
});

describe('validation texts (seed 001 §5) re-ask with a translated hint', () => {
  const cases: Array<[string, string, string, string]> = [
    ['lessthen[10]', '12', '9', 'Please answer with a number less than 10.'],
    ['in[red, Green]', 'blue', 'green', 'Please answer with one of these options: red, Green.'],
    ['validate[Date]', '31/02/2024', '29/02/2024', 'Please enter a valid date (dd/mm/yyyy).'],
    [
      'validate[Email]',
      'ana@',
      'ana@acme.com',
      'Please enter a valid e-mail address (e.g. name@company.com).',
    ],
    ['validate[Currency]', '12,5x', 'R$ 1.250,50', 'Please enter a valid amount (e.g. 125.50).'],
  ];
  it.each(cases)('%s refuses %s and takes %s', async (rule, bad, good, hint) => {
    const keyword = `v-${rule}`;
    await addFlow(server, keyword, [
      step(0, 2, 'Your answer?', [['*', 1]], {
        step_Operational_Variable: 'answer',
        step_Validation: rule,
      }),
      step(1, 1, 'Got {{answer}}', [['*', -1]]),
    ]);
    const phone = newPhone();
    await say(server, phone, keyword);
    await say(server, phone, bad);
    await say(server, phone, good);
    expect(await botSaid(server, phone)).toEqual([
      'Your answer?',
      hint,
      'Your answer?',
      `Got ${good}`,
    ]);
    const row = await lastInteraction(server, phone);
    expect(row.variables).toEqual({ answer: good, name: `Client ${phone}`, phone });
    expect(row).toMatchObject({ status: 'closed', endedReason: 'final' });
  });
});
