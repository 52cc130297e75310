import { foldText, searchSteps, type SearchableStep } from './searchSteps';

const step = (id: number, name: string, message = ''): SearchableStep => ({
  step_Id: id,
  step_Name: name,
  step_Message: message,
});

const steps = [
  step(0, 'Start', 'Olá! Escolha uma opção'),
  step(1, 'Ação de cobrança', 'Informe seu CPF'),
  step(2, 'Payment', 'Your invoice option is ready; choose how to pay it today, please'),
  step(3, 'Opciones', 'Elija una opción'),
];

describe('searchSteps', () => {
  it('finds by name or message, case- and accent-insensitive, names first', () => {
    expect(searchSteps(steps, 'OPCAO').map((m) => [m.stepId, m.field])).toEqual([[0, 'message']]);
    // Step 3 matches by name first; step 2's "option" is not "opcion".
    expect(searchSteps(steps, 'opcion').map((m) => [m.stepId, m.field])).toEqual([[3, 'name']]);
    expect(searchSteps(steps, 'elija').map((m) => [m.stepId, m.field])).toEqual([[3, 'message']]);
    expect(searchSteps(steps, 'acao cobranca')[0]).toMatchObject({
      stepId: 1,
      field: 'name',
      excerpt: '',
    });
  });

  it('matches every word, anywhere in the name or message', () => {
    expect(searchSteps(steps, 'payment today').map((m) => m.stepId)).toEqual([2]);
    expect(searchSteps(steps, 'payment nowhere')).toEqual([]);
  });

  it('shows the message around the match, shortened', () => {
    const [match] = searchSteps(steps, 'how to pay');
    expect(match!.excerpt).toBe('…voice option is ready; choose how to pay it today, please');
    const [accented] = searchSteps(steps, 'opcao');
    expect(accented!.excerpt).toBe('Olá! Escolha uma opção');
    const long = step(9, 'Long', `${'a'.repeat(100)} needle ${'b'.repeat(100)}`);
    expect(searchSteps([long], 'needle')[0]!.excerpt).toBe(
      `…${'a'.repeat(29)} needle ${'b'.repeat(29)}…`,
    );
  });

  it('finds nothing for an empty query and at most `limit` steps', () => {
    expect(searchSteps(steps, '   ')).toEqual([]);
    const many = Array.from({ length: 80 }, (_, i) => step(i, `Step ${i}`));
    expect(searchSteps(many, 'step')).toHaveLength(50);
    expect(searchSteps(many, 'step', 5)).toHaveLength(5);
  });

  it('folds accents and case', () => {
    expect(foldText('Ação SESIÓN')).toBe('acao sesion');
  });
});
