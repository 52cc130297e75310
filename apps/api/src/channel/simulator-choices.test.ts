// Chatbot questions in the simulator (docs/adr/0025): the channel hands the page the options as
// WhatsApp shows them, and a picked option goes through the webhook path as its interactive reply.
import type { OutboundMessage } from './types';
import { until, useSimulatorHarness } from './simulator-test-support';

const sim = useSimulatorHarness();

const question = (n: number, title = (i: number) => `Opção ${i}`): OutboundMessage => {
  const choices = Array.from({ length: n }, (_, i) => ({ id: `s1:${i + 1}`, title: title(i + 1) }));
  return {
    customerId: 1,
    phoneNumberId: 'pn-1',
    to: '5511988887777',
    text: 'Como podemos ajudar?',
    messageId: 7,
    payload: { type: 'choices', text: 'Como podemos ajudar?', choices },
  };
};

describe('simulator: chatbot questions', () => {
  it('the event carries buttons, a list, or the numbered text', async () => {
    const stream = sim.openEvents('phoneNumberId=pn-1&phone=5511988887777');
    await stream.opened;
    await sim.channel.send(question(2));
    await sim.channel.send(
      question(4, (i) => (i === 4 ? 'Segunda via de boleto bancário' : `Opção ${i}`)),
    );
    await sim.channel.send(question(11));
    await until(() => (stream.text.match(/data: /g) ?? []).length === 3);
    const events = [...stream.text.matchAll(/data: (.*)\n\n/g)].map((m) => JSON.parse(m[1]!));
    expect(events[0]).toMatchObject({
      text: 'Como podemos ajudar?',
      choices: {
        kind: 'buttons',
        options: [
          { id: 's1:1', title: 'Opção 1' },
          { id: 's1:2', title: 'Opção 2' },
        ],
      },
    });
    expect(events[1].choices.kind).toBe('list');
    expect(events[1].choices.options[3]).toEqual({
      id: 's1:4',
      title: 'Segunda via de boleto b…',
      description: 'Segunda via de boleto bancário',
    });
    expect(events[2].choices).toBeUndefined();
    expect(events[2].text.split('\n')).toHaveLength(12);
    stream.close();
  });

  it.each([
    ['buttons', 'button_reply'],
    ['list', 'list_reply'],
  ])('a picked %s option reaches the pipeline with its title and choiceId', async (kind) => {
    const res = await sim.postJson('/simulator/send', {
      phoneNumberId: 'pn-1',
      from: '5511988887777',
      name: 'Maria',
      choice: { id: 's1:2', title: 'Opção 2', kind },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      received: 1,
      messages: [{ direction: 'in', text: 'Opção 2' }],
    });
    expect(sim.received.map((m) => [m.kind, m.text, m.choiceId])).toEqual([
      ['text', 'Opção 2', 's1:2'],
    ]);
  });

  it.each([
    [{ id: '', title: 'x', kind: 'buttons' }, 'choice.id'],
    [{ id: 'a', title: 'x'.repeat(257), kind: 'list' }, 'choice.title'],
    [{ id: 'a', title: 'x', kind: 'menu' }, 'choice.kind'],
    ['a', 'choice.id'],
  ])('a malformed choice %j is a 400 naming %s, nothing received', async (choice, field) => {
    const res = await sim.postJson('/simulator/send', {
      phoneNumberId: 'pn-1',
      from: '5511988887777',
      choice,
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ field });
    expect(sim.received).toHaveLength(0);
  });
});
