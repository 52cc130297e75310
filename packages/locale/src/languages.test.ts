import { apiErrorKey } from './apiErrors';
import {
  DEFAULT_LANGUAGE,
  SUPPORTED_LANGUAGES,
  detectLanguage,
  normalizeLanguage,
} from './languages';

// Seed 000 §1: "The initial language comes from the browser language, and is en when the browser language
// is none of these. ... Default is English."
describe('detectLanguage', () => {
  it.each([
    [['pt-BR'], 'pt'],
    [['es-AR'], 'es'],
    [['fr'], 'en'],
    [[], 'en'],
    [['en-US'], 'en'],
    [['PT_pt'], 'pt'],
    [['fr-FR', 'es-MX', 'pt-BR'], 'es'],
    [['de', 'it'], 'en'],
    ['es', 'es'],
    [undefined, 'en'],
    [null, 'en'],
    [['portuguese'], 'en'],
    [[''], 'en'],
  ])('%p -> %s', (input, expected) => {
    expect(detectLanguage(input as readonly string[])).toBe(expected);
  });

  it('supports pt, en and es with en as default', () => {
    expect([...SUPPORTED_LANGUAGES]).toEqual(['pt', 'en', 'es']);
    expect(DEFAULT_LANGUAGE).toBe('en');
  });

  it('normalizeLanguage reduces tags', () => {
    expect(normalizeLanguage('es-419')).toBe('es');
    expect(normalizeLanguage('zh')).toBe('en');
    expect(normalizeLanguage(undefined)).toBe('en');
  });
});

describe('apiErrorKey', () => {
  it('maps codes to keys', () => {
    expect(apiErrorKey('forbidden')).toBe('apiErrors.forbidden');
    expect(apiErrorKey('payload_too_large')).toBe('apiErrors.payload_too_large');
    expect(apiErrorKey('network')).toBe('apiErrors.network');
    expect(apiErrorKey('weird')).toBe('apiErrors.unknown');
    expect(apiErrorKey(undefined)).toBe('apiErrors.unknown');
  });
});
