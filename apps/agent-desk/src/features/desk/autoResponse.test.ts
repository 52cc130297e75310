import type { MessageTemplate } from '@atende/contract';
import { findWelcomeTemplate, nextClientGreeting, shouldAutoTake } from './autoResponse';

const template = (name: string, text = 'Olá, sou {{Agent_Name}}'): MessageTemplate => ({
  message_Id: 1,
  message_Template_Name: name,
  message_Template: text,
});

describe('auto-response decisions (seed 000 §4)', () => {
  const base = { autoResponse: true, typing: false, busy: false, waitingCount: 1 };

  it('takes the first waiting item when on, idle and not typing', () => {
    expect(shouldAutoTake(base)).toBe(true);
  });

  it.each([
    ['auto-response off', { autoResponse: false }],
    ['a message is being typed', { typing: true }],
    ['a send is in flight', { busy: true }],
    ['the queue is empty', { waitingCount: 0 }],
  ])('does nothing when %s', (_case, patch) => {
    expect(shouldAutoTake({ ...base, ...patch })).toBe(false);
  });

  it('finds the auto-asignacion template, ignoring case and blank texts', () => {
    expect(findWelcomeTemplate([template('Saudação'), template('Auto-Asignacion')])).toEqual(
      template('Auto-Asignacion'),
    );
    expect(findWelcomeTemplate([template('auto-asignacion', '  ')])).toBeNull();
    expect(findWelcomeTemplate([])).toBeNull();
  });

  it('greets the next client in Spanish with the agent’s name', () => {
    expect(nextClientGreeting('Ana')).toBe('Hola, mi nombre es Ana. ¿En qué puedo ayudarle?');
  });
});
