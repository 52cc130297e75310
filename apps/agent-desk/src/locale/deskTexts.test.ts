import { i18n, setLanguage } from '@atende/locale';
import { deskAreaTexts, DESK_NAMESPACE, registerDeskTexts } from './deskTexts';

/** The desk's texts in one language, one key per area (as they sit in the namespace). */
const textsIn = (language: 'en' | 'pt' | 'es') => ({
  ...Object.fromEntries(
    Object.entries(deskAreaTexts).map(([key, texts]) => [key, texts[language]]),
  ),
  desk: deskAreaTexts.desk[language],
});
const allDeskTexts = { en: textsIn('en'), pt: textsIn('pt'), es: textsIn('es') };

function keysOf(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object') return [prefix];
  return Object.entries(value).flatMap(([key, child]) =>
    keysOf(child, prefix ? `${prefix}.${key}` : key),
  );
}

function textAt(texts: unknown, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], texts);
}

describe('agent desk texts', () => {
  it('has the same keys in en, pt and es', () => {
    const english = keysOf(allDeskTexts.en).sort();
    expect(keysOf(allDeskTexts.pt).sort()).toEqual(english);
    expect(keysOf(allDeskTexts.es).sort()).toEqual(english);
  });

  it('has no empty text', () => {
    for (const texts of Object.values(allDeskTexts)) {
      for (const key of keysOf(texts)) {
        const value = textAt(texts, key);
        expect(typeof value === 'string' && value.trim().length > 0).toBe(true);
      }
    }
  });

  it('is added to the shared instance, with common as fallback', async () => {
    registerDeskTexts({ language: 'en' });
    await setLanguage('en');
    expect(i18n.t('desk.title', { ns: DESK_NAMESPACE })).toBe(allDeskTexts.en.desk.title);
    expect(i18n.t('clienteInService', { ns: DESK_NAMESPACE })).toBe(
      'The client is already in service',
    );
    await setLanguage('pt');
    expect(i18n.t('desk.title', { ns: DESK_NAMESPACE })).toBe(allDeskTexts.pt.desk.title);
    await setLanguage('en');
  });
});
