import { i18n, setLanguage } from '@atende/locale';
import { textsProblems } from '@atende/ui/testing';
import { allReportsTexts, REPORTS_NAMESPACE, registerReportsTexts } from './reportsTexts';

describe('reports texts', () => {
  it('has the same keys in en, pt and es, no empty text, and every interpolation in each', () => {
    expect(textsProblems(allReportsTexts)).toEqual([]);
  });

  it('is added to the shared instance in its own namespace', async () => {
    registerReportsTexts({ language: 'en' });
    await setLanguage('pt');
    expect(i18n.t('frame.payments', { ns: REPORTS_NAMESPACE })).toBe('Pagamentos');
    // The starter keys of @atende/locale's `reports` namespace stay beside the feature texts.
    expect(i18n.t('title', { ns: REPORTS_NAMESPACE })).toBe('Relatórios');
    await setLanguage('es');
    expect(i18n.t('frame.payments', { ns: REPORTS_NAMESPACE })).toBe('Pagos');
    await setLanguage('en');
  });
});
