import { i18n, setLanguage } from '@atende/locale';
import { combineFeatureTexts } from '@atende/ui';
import { textsProblems } from '@atende/ui/testing';
import { deskAreaTexts, DESK_NAMESPACE, registerDeskTexts } from './deskTexts';

const allDeskTexts = combineFeatureTexts(deskAreaTexts);

describe('agent desk texts', () => {
  it('has the same keys in en, pt and es, no empty text, and every interpolation in each', () => {
    expect(textsProblems(allDeskTexts)).toEqual([]);
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
