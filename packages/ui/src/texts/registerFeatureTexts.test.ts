import { i18n, setLanguage } from '@atende/locale';
import { registerFeatureTexts, type FeatureTexts } from './registerFeatureTexts';

const en = { title: 'Flows', nested: { save: 'Save flow' } };
const texts: FeatureTexts<typeof en> = {
  en,
  pt: { title: 'Fluxos', nested: { save: 'Salvar fluxo' } },
  es: { title: 'Flujos', nested: { save: 'Guardar flujo' } },
};

describe('registerFeatureTexts', () => {
  it("adds an area's texts under its key of the namespace, in every language", async () => {
    registerFeatureTexts('flowDesigner', 'flows', texts, { language: 'en' });
    expect(i18n.t('flows.nested.save', { ns: 'flowDesigner' })).toBe('Save flow');
    await setLanguage('pt');
    expect(i18n.t('flows.title', { ns: 'flowDesigner' })).toBe('Fluxos');
    await setLanguage('es');
    expect(i18n.t('flows.title', { ns: 'flowDesigner' })).toBe('Flujos');
    await setLanguage('en');
  });

  it('keeps the areas registered before, and may be called again', () => {
    registerFeatureTexts('flowDesigner', 'flows', texts);
    registerFeatureTexts('flowDesigner', 'reports', {
      en: { x: 'X' },
      pt: { x: 'X' },
      es: { x: 'X' },
    });
    expect(i18n.t('flows.title', { ns: 'flowDesigner' })).toBe('Flows');
    expect(i18n.t('reports.x', { ns: 'flowDesigner' })).toBe('X');
  });
});
