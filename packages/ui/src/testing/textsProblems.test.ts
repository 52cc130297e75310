import { textsProblems } from './textsProblems';

describe('textsProblems', () => {
  it('finds nothing wrong in complete texts', () => {
    const en = { list: { empty: 'Nothing', total: '{{total}} items' } };
    const pt = { list: { empty: 'Nada', total: '{{total}} itens' } };
    const es = { list: { empty: 'Nada', total: '{{total}} elementos' } };
    expect(textsProblems({ en, pt, es })).toEqual([]);
  });

  it('names a missing or extra key, an empty text and a lost interpolation', () => {
    const en = { list: { empty: 'Nothing', total: '{{total}} items' } };
    const pt = { list: { empty: ' ', total: '{{count}} itens' } };
    const es = { list: { total: '{{total}} elementos', extra: 'Más' } };
    expect(textsProblems({ en, pt, es })).toEqual([
      'pt: list.empty is empty',
      'pt: list.total has {{{count}}}, en has {{{total}}}',
      'es: list.empty is missing',
      'es: list.extra is not in en',
    ]);
  });
});
