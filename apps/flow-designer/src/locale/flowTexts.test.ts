import { i18n, setLanguage } from '@atende/locale';
import { allFlowTexts, FLOW_NAMESPACE, registerFlowTexts } from './flowTexts';

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

describe('flow designer texts', () => {
  it('has the same keys in en, pt and es', () => {
    const english = keysOf(allFlowTexts.en).sort();
    expect(keysOf(allFlowTexts.pt).sort()).toEqual(english);
    expect(keysOf(allFlowTexts.es).sort()).toEqual(english);
  });

  it('has no empty text, and keeps every interpolation in every language', () => {
    for (const key of keysOf(allFlowTexts.en)) {
      const english = String(textAt(allFlowTexts.en, key));
      const variables = (english.match(/\{\{\w+\}\}/g) ?? []).sort();
      for (const texts of Object.values(allFlowTexts)) {
        const value = textAt(texts, key);
        expect(typeof value === 'string' && value.trim().length > 0).toBe(true);
        expect([key, ((value as string).match(/\{\{\w+\}\}/g) ?? []).sort()]).toEqual([
          key,
          variables,
        ]);
      }
    }
  });

  it('is added to the shared instance in its own namespace', async () => {
    registerFlowTexts({ language: 'en' });
    await setLanguage('pt');
    expect(i18n.t('frame.newFlow', { ns: FLOW_NAMESPACE })).toBe('Novo fluxo');
    // The starter keys of @atende/locale's `flow` namespace stay beside the feature texts.
    expect(i18n.t('register', { ns: FLOW_NAMESPACE })).toBe('Cadastrar');
    await setLanguage('es');
    expect(i18n.t('frame.newFlow', { ns: FLOW_NAMESPACE })).toBe('Nuevo flujo');
    await setLanguage('en');
  });
});
