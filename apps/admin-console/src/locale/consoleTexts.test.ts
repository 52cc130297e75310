import { i18n, setLanguage } from '@atende/locale';
import { allConsoleTexts, CONSOLE_NAMESPACE, registerConsoleTexts } from './consoleTexts';

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

describe('admin console texts', () => {
  it('has the same keys in en, pt and es', () => {
    const english = keysOf(allConsoleTexts.en).sort();
    expect(keysOf(allConsoleTexts.pt).sort()).toEqual(english);
    expect(keysOf(allConsoleTexts.es).sort()).toEqual(english);
  });

  it('has no empty text, and keeps every interpolation in every language', () => {
    for (const key of keysOf(allConsoleTexts.en)) {
      const english = String(textAt(allConsoleTexts.en, key));
      const variables = (english.match(/\{\{\w+\}\}/g) ?? []).sort();
      for (const texts of Object.values(allConsoleTexts)) {
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
    registerConsoleTexts({ language: 'en' });
    await setLanguage('pt');
    expect(i18n.t('dashboard.update', { ns: CONSOLE_NAMESPACE })).toBe('Atualizar');
    await setLanguage('es');
    expect(i18n.t('dashboard.update', { ns: CONSOLE_NAMESPACE })).toBe('Actualizar');
    await setLanguage('en');
  });
});
