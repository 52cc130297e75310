import { SUPPORTED_LANGUAGES } from '../languages';
import { NAMESPACES } from '../namespaces';
import { resources } from './resources';
import { flat } from './flatTexts.fixture';

const placeholders = (text: string): string[] =>
  [...text.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((m) => m[1]!).sort();

describe('resources', () => {
  it('hold every language and every namespace', () => {
    expect(Object.keys(resources).sort()).toEqual([...SUPPORTED_LANGUAGES].sort());
    for (const language of SUPPORTED_LANGUAGES) {
      expect(Object.keys(resources[language]).sort()).toEqual([...NAMESPACES].sort());
    }
  });

  describe.each([...NAMESPACES])('namespace %s', (namespace) => {
    it('has the same keys in every language', () => {
      const keySets = SUPPORTED_LANGUAGES.map(
        (language) => [language, [...flat(language, namespace).keys()]] as const,
      );
      const all = new Set(keySets.flatMap(([, keys]) => keys));
      for (const [language, keys] of keySets) {
        const missing = [...all].filter((key) => !keys.includes(key));
        expect({ language, missing }).toEqual({ language, missing: [] });
      }
    });

    it('has no empty value', () => {
      for (const language of SUPPORTED_LANGUAGES) {
        const empty = [...flat(language, namespace)]
          .filter(([, text]) => text.trim() === '')
          .map(([key]) => key);
        expect({ language, empty }).toEqual({ language, empty: [] });
      }
    });

    it('uses the same interpolation placeholders in every language', () => {
      for (const [key, text] of flat('en', namespace)) {
        for (const language of ['pt', 'es']) {
          expect({
            key,
            language,
            placeholders: placeholders(flat(language, namespace).get(key) ?? ''),
          }).toEqual({
            key,
            language,
            placeholders: placeholders(text),
          });
        }
      }
    });
  });

  // Texts that are the same in every language on purpose (names, codes).
  const sameEverywhere = new Set([
    'common:app.name',
    'common:app.pageTitle',
    'common:languages.pt',
    'common:languages.en',
    'common:languages.es',
    'common:messageDirection.chatBot',
    'common:menu.hsm',
    'common:actions.ok',
    'common:actions.no',
    'common:error404',
    'common:routes.error404',
    'common:menu.panel',
    'common:ForgotPassword.email',
    'common:ExecHSM.progress',
    'common:routes.listaOperadores',
    'shell:title',
    'flow:importJson',
    'admin:operatorsTitle',
    'ui:errors.withField',
  ]);

  it.each(['pt', 'es'])('%s is a translation, not a copy of English', (language) => {
    const copies: string[] = [];
    for (const namespace of NAMESPACES) {
      const translated = flat(language, namespace);
      for (const [key, text] of flat('en', namespace)) {
        if (translated.get(key) === text && !sameEverywhere.has(`${namespace}:${key}`))
          copies.push(`${namespace}:${key}`);
      }
    }
    expect(copies).toEqual([]);
  });
});
