import { flowProblems, type FlowRuleStep } from '@atende/contract';
import { i18n } from '@atende/locale';
import { resetFlow } from '../../testing/renderFlow';
import { problemText } from './problemText';

const step = (
  id: number,
  name: string,
  replies: [string, number][],
  message = 'hi',
): FlowRuleStep => ({
  step_Id: id,
  step_Name: name,
  step_Type: 2,
  step_Message: message,
  transitions: replies.map(([value, next]) => ({
    transition_Value: value,
    next_Flow_Id: 0,
    next_Step_Id: next,
  })),
});

const steps = [
  step(0, 'Start', [['go', 1]]),
  step(1, 'Menu', [
    ['a', 9],
    ['a', -1],
  ]),
];
const byId = new Map(steps.map((s) => [s.step_Id, s]));
const texts = () =>
  flowProblems({ flow_Id: 1, steps }).map((p) =>
    problemText(
      p,
      (id) => byId.get(id),
      (k, o) => i18n.t(k, o),
    ),
  );

beforeEach(() => resetFlow());

describe('problemText', () => {
  it('names the step, the reply by number and value, the missing target', () => {
    expect(texts()).toEqual(
      expect.arrayContaining([
        'Step "Menu": reply 2 ("a") repeats the reply before it',
        'Step "Menu": reply 1 ("a") leads to step 9, which does not exist',
      ]),
    );
  });

  it('is translated (pt, es)', async () => {
    await i18n.changeLanguage('pt');
    expect(texts()).toContain('Etapa "Menu": a resposta 2 ("a") repete a resposta anterior');
    await i18n.changeLanguage('es');
    expect(texts()).toContain('Paso "Menu": la respuesta 2 ("a") repite la respuesta anterior');
    await i18n.changeLanguage('en');
  });
});
