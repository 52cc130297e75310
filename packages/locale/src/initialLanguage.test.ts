/** @jest-environment jsdom */
import type * as Locale from './index';

// Each case loads a fresh copy of the package, as a page load would.
function freshLocale(): typeof Locale {
  let mod: typeof Locale | undefined;
  jest.isolateModules(() => {
    mod = jest.requireActual<typeof Locale>('./index');
  });
  return mod!;
}

function mockBrowserLanguages(languages: string[]) {
  jest.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
  jest.spyOn(navigator, 'language', 'get').mockReturnValue(languages[0] ?? '');
}

afterEach(() => {
  jest.restoreAllMocks();
  localStorage.clear();
});

// Seed 000 §1: the initial language comes from the browser language, en when none of pt, en, es.
describe('initial language', () => {
  it.each([
    [['pt-BR', 'en'], 'pt', 'Usuário ou senha incorretos'],
    [['es-AR'], 'es', 'Usuario o contraseña incorrectos'],
    [['fr-FR', 'de'], 'en', 'User or password wrong'],
    [[], 'en', 'User or password wrong'],
  ])('browser %p -> %s', (languages, expected, text) => {
    mockBrowserLanguages(languages);
    const { initLocale, getLanguage } = freshLocale();
    const i18n = initLocale();
    expect(getLanguage()).toBe(expected);
    expect(i18n.t('MyLogin.incorrectCredentials')).toBe(text);
  });

  it('a stored choice wins over the browser language', () => {
    mockBrowserLanguages(['pt-BR']);
    localStorage.setItem('atende.language', 'es');
    const { initLocale, getLanguage } = freshLocale();
    initLocale();
    expect(getLanguage()).toBe('es');
  });

  it('an explicit language wins over both', () => {
    mockBrowserLanguages(['pt-BR']);
    localStorage.setItem('atende.language', 'es');
    const { initLocale, getLanguage } = freshLocale();
    initLocale({ language: 'en' });
    expect(getLanguage()).toBe('en');
  });

  it('ignores a stored value that is not a supported language', () => {
    mockBrowserLanguages(['es']);
    localStorage.setItem('atende.language', 'klingon');
    const { initLocale, getLanguage } = freshLocale();
    initLocale();
    expect(getLanguage()).toBe('es');
  });
});
