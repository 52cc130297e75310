export {
  SUPPORTED_LANGUAGES,
  DEFAULT_LANGUAGE,
  LANGUAGE_STORAGE_KEY,
  isSupportedLanguage,
  detectLanguage,
  normalizeLanguage,
  browserLanguages,
} from './languages';
export type { Language } from './languages';
export { NAMESPACES, DEFAULT_NAMESPACE } from './namespaces';
export type { Namespace } from './namespaces';
export { resources } from './resources/resources';
export type { LanguageResources } from './resources/resources';
export type { Translation } from './resources/types';
export {
  i18n,
  initLocale,
  getLanguage,
  setLanguage,
  storedLanguage,
  onLanguageChange,
} from './i18n';
export type { ExtraResources, InitLocaleOptions } from './i18n';
export { dayjsLocaleFor, applyDayjsLocale } from './dayjsLocale';
export { antdLocaleFor } from './antdLocale';
export type { AntdLocale } from './antdLocale';
export { useLanguage, useAntdLocale } from './useLanguage';
export { apiErrorKey } from './apiErrors';
