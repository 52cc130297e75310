import { interactiveChoices, numberedText, shorten } from './whatsapp-interactive';

const opts = (...titles: string[]) => titles.map((title, i) => ({ id: `o${i + 1}`, title }));

describe('a chatbot question for the Cloud API', () => {
  it('shortens by code points with an ellipsis, never splitting an emoji', () => {
    expect(shorten('Curto', 20)).toBe('Curto');
    expect(shorten('😀'.repeat(30), 20)).toBe(`${'😀'.repeat(19)}…`);
    expect(Array.from(shorten('a'.repeat(30), 24))).toHaveLength(24);
  });

  it('3 short options are buttons; a title over 20 characters makes it a list', () => {
    expect(interactiveChoices('Q', opts('Sim', 'Não'))).toMatchObject({ type: 'button' });
    const list = interactiveChoices('Q', opts('Sim', 'Quero falar com um atendente'));
    expect(list).toMatchObject({
      type: 'list',
      action: {
        sections: [
          {
            rows: [
              { id: 'o1', title: 'Sim' },
              {
                id: 'o2',
                title: 'Quero falar com um aten…',
                description: 'Quero falar com um atendente',
              },
            ],
          },
        ],
      },
    });
  });

  it.each([
    ['11 options', 'Q', opts(...Array.from({ length: 11 }, (_, i) => `Item ${i}`))],
    ['a body over 1024 characters', 'x'.repeat(1025), opts('A', 'B')],
    ['titles equal once shortened', 'Q', opts(`${'a'.repeat(30)}1`, `${'a'.repeat(30)}2`)],
    ['an id over 200 characters in a list', 'Q', [{ id: 'i'.repeat(201), title: 'x'.repeat(21) }]],
    [
      'two options with one id',
      'Q',
      [
        { id: 'same', title: 'A' },
        { id: 'same', title: 'B' },
      ],
    ],
    ['no options', 'Q', []],
  ])('%s: numbered text', (_case, text, choices) => {
    expect(interactiveChoices(text, choices)).toBeNull();
  });

  it('numbered text lists every option whole', () => {
    expect(numberedText('Menu', opts('Um', 'Dois'))).toBe('Menu\n1. Um\n2. Dois');
  });
});
