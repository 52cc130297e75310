import { getLanguage, i18n, setLanguage } from '@atende/locale';
import { initShellLocale, shellTexts } from './shellLocale';

function keysOf(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object') return [prefix];
  return Object.entries(value).flatMap(([key, child]) =>
    keysOf(child, prefix ? `${prefix}.${key}` : key),
  );
}

describe('shell texts', () => {
  it('has the same keys in en, pt and es', () => {
    const english = keysOf(shellTexts.en).sort();
    expect(keysOf(shellTexts.pt).sort()).toEqual(english);
    expect(keysOf(shellTexts.es).sort()).toEqual(english);
  });

  it('has no empty text', () => {
    for (const texts of Object.values(shellTexts)) {
      for (const key of keysOf(texts)) {
        const value = key
          .split('.')
          .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], texts);
        expect(typeof value === 'string' && value.trim().length > 0).toBe(true);
      }
    }
  });

  it('is added to the shared instance under the shell namespace, with common as fallback', async () => {
    initShellLocale({ language: 'en' });
    await setLanguage('en');
    expect(i18n.t('areas.adminConsole', { ns: 'shell' })).toBe('Admin panel');
    expect(i18n.t('MyLogin.errorInLogin', { ns: 'shell' })).toBe(
      'Error querying username and password',
    );
    await setLanguage('pt');
    expect(getLanguage()).toBe('pt');
    expect(i18n.t('areas.adminConsole', { ns: 'shell' })).toBe('Painel administrativo');
    await setLanguage('en');
  });
});
