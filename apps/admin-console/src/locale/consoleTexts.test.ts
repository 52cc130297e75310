import { i18n, setLanguage } from '@atende/locale';
import { textsProblems } from '@atende/ui/testing';
import { allConsoleTexts, CONSOLE_NAMESPACE, registerConsoleTexts } from './consoleTexts';

describe('admin console texts', () => {
  it('has the same keys in en, pt and es, no empty text, and every interpolation in each', () => {
    expect(textsProblems(allConsoleTexts)).toEqual([]);
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
