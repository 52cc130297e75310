import { matchReply, normaliseReply, shownText, substitute } from './reply';
import { hintText, parseValidation, passes } from './validation';
import type { FlowStep } from '@atende/contract';

const rule = (text: string) => {
  const parsed = parseValidation(text);
  if (!parsed) throw new Error(`no rule in ${text}`);
  return parsed;
};

describe('seed 001 §5 validation texts', () => {
  it.each([
    ['lessthen[10]', ['9', '9,5', '-3'], ['10', '12', 'nine', '']],
    ['in[Sim; Não | talvez]', ['sim', ' NAO ', 'Talvez'], ['yes', 'si']],
    [
      'validate[Date]',
      ['29/02/2024', '2024-02-29', '1.12.2025'],
      ['31/02/2024', '2024-13-01', 'x'],
    ],
    ['VALIDATE[email]', ['a@b.co', 'ana.lima+x@acme.com.br'], ['ana@', '@acme.com', 'a b@c.d']],
    ['validate[Currency]', ['125,50', '125.50', 'R$ 1.250,50', 'USD 10', '3'], ['12,5x', '1,2,3']],
  ])('%s', (text, good, bad) => {
    const parsed = rule(text);
    for (const value of good) expect([value, passes(parsed, value)]).toEqual([value, true]);
    for (const value of bad) expect([value, passes(parsed, value)]).toEqual([value, false]);
  });

  it('an empty or unknown text is no rule', () => {
    expect(parseValidation('')).toBeNull();
    expect(parseValidation('validate[Phone]')).toBeNull();
    expect(parseValidation('lessthen[x]')).toBeNull();
  });

  it('has a hint in pt, en and es for every rule', () => {
    for (const language of ['pt', 'en', 'es'] as const) {
      expect(hintText(language, rule('lessthen[5]'))).toContain('5');
      expect(hintText(language, rule('in[Sim,Não]'))).toContain('Sim, Não');
      expect(hintText(language, null)).not.toBe('');
    }
    expect(hintText('es', rule('validate[Email]'))).toMatch(/correo/);
  });
});

describe('replies and texts', () => {
  const step = {
    step_Id: 4,
    transitions: [
      { transition_Value: 'Sí', next_Flow_Id: 0, next_Step_Id: 5, variable_Value: '' },
      { transition_Value: '*', next_Flow_Id: 0, next_Step_Id: 6, variable_Value: '' },
      { transition_Value: 'Não sei', next_Flow_Id: 0, next_Step_Id: 7, variable_Value: '' },
    ],
  } as FlowStep;

  it('matches a choice id first, then the text without case or accents, then the number', () => {
    expect(matchReply(step, { text: 'Sí', choiceId: '4.2' })?.next_Step_Id).toBe(7);
    expect(matchReply(step, { text: '  nao   SEI ' })?.next_Step_Id).toBe(7);
    // Options are numbered without the any-reply transition.
    expect(matchReply(step, { text: '2' })?.next_Step_Id).toBe(7);
    expect(matchReply(step, { text: '3' })).toBeNull();
  });

  it('substitutes variables and restores [br]', () => {
    expect(substitute('Hi {{ name }}, {{missing}}!', { name: 'Ana' })).toBe('Hi Ana, !');
    expect(shownText('a[br]b {{x}}', { x: '1' })).toBe('a\nb 1');
    expect(normaliseReply(' ÁÉ  Ç ')).toBe('ae c');
  });
});
