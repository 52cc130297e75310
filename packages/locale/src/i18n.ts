import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { applyDayjsLocale } from './dayjsLocale';
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_STORAGE_KEY,
  SUPPORTED_LANGUAGES,
  browserLanguages,
  detectLanguage,
  isSupportedLanguage,
  normalizeLanguage,
  type Language,
} from './languages';
import { DEFAULT_NAMESPACE, NAMESPACES } from './namespaces';
import { resources } from './resources/resources';

/** The product's one i18next instance (share `@atende/locale` as a singleton so every app uses it). */
export const i18n: I18n = i18next.createInstance();
i18n.use(initReactI18next);

/** Extra texts to merge into the package's resources: language → namespace → nested texts. */
export type ExtraResources = Partial<Record<Language, Record<string, Record<string, unknown>>>>;

/** Options of `initLocale`. */
export interface InitLocaleOptions {
  /** Forces the language; otherwise the stored choice, else the browser's language, else en. */
  language?: string;
  /** Texts merged over the package's (deeply; given texts win). */
  resources?: ExtraResources;
}

let initialised = false;

/** A deep copy of nested texts, so that i18next's merges never touch the package's constants. */
function cloneTexts(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, cloneTexts(child)]));
}

function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined; // access denied (privacy settings)
  }
}

/** The language the user chose before (localStorage), if any. */
export function storedLanguage(): Language | undefined {
  try {
    const value = storage()?.getItem(LANGUAGE_STORAGE_KEY);
    return isSupportedLanguage(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

function storeLanguage(language: Language): void {
  try {
    storage()?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // storage full or denied: the choice lasts for this page only
  }
}

function setDocumentLanguage(language: Language): void {
  if (typeof document !== 'undefined' && document.documentElement)
    document.documentElement.lang = language;
}

function addResources(extra: ExtraResources | undefined): void {
  if (!extra) return;
  for (const [language, namespaces] of Object.entries(extra)) {
    for (const [namespace, texts] of Object.entries(namespaces ?? {})) {
      i18n.addResourceBundle(language, namespace, texts, true, true);
    }
  }
}

/**
 * Initialises the shared i18next instance once, synchronously (the texts are bundled): language from
 * `options.language`, else the stored choice, else the browser (seed 000 §1); dayjs follows.
 * Later calls only merge `resources` and, when given, switch to `language`.
 */
export function initLocale(options: InitLocaleOptions = {}): I18n {
  if (!initialised) {
    initialised = true;
    const language = options.language
      ? normalizeLanguage(options.language)
      : (storedLanguage() ?? detectLanguage(browserLanguages()));
    applyDayjsLocale(language);
    void i18n.init({
      resources: cloneTexts(resources) as Resource,
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...SUPPORTED_LANGUAGES],
      ns: [...NAMESPACES],
      defaultNS: DEFAULT_NAMESPACE,
      fallbackNS: DEFAULT_NAMESPACE,
      interpolation: { escapeValue: false },
      returnNull: false,
      initAsync: false,
      react: { useSuspense: false },
    });
    setDocumentLanguage(language);
  } else if (options.language) {
    void setLanguage(options.language);
  }
  addResources(options.resources);
  return i18n;
}

/** The current language (en before `initLocale`). */
export function getLanguage(): Language {
  return normalizeLanguage(i18n.resolvedLanguage ?? i18n.language);
}

/**
 * Switches the language everywhere: dayjs's locale, i18next (components re-render) and the stored choice
 * in localStorage. An unsupported tag falls back to en; a regional tag is reduced ('pt-BR' → pt).
 */
export async function setLanguage(language: string): Promise<Language> {
  const next = normalizeLanguage(language);
  if (!initialised) initLocale({ language: next });
  applyDayjsLocale(next);
  await i18n.changeLanguage(next);
  storeLanguage(next);
  setDocumentLanguage(next);
  return next;
}

/** Calls `listener` after every language change; returns the unsubscribe function. */
export function onLanguageChange(listener: (language: Language) => void): () => void {
  const handler = (lng: string) => listener(normalizeLanguage(lng));
  i18n.on('languageChanged', handler);
  return () => i18n.off('languageChanged', handler);
}
