import { i18n, setLanguage } from '@atende/locale';
import { textsProblems } from '@atende/ui/testing';
import { allFlowTexts, FLOW_NAMESPACE, registerFlowTexts } from './flowTexts';

describe('flow designer texts', () => {
  it('has the same keys in en, pt and es, no empty text, and every interpolation in each', () => {
    expect(textsProblems(allFlowTexts)).toEqual([]);
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
