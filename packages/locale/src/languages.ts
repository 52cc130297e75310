/** The product's languages (seed 000 §1, §9). */
export const SUPPORTED_LANGUAGES = ['pt', 'en', 'es'] as const;

/** One of the supported languages. */
export type Language = (typeof SUPPORTED_LANGUAGES)[number];

/** The language when the browser's is none of the supported ones (seed 000 §1: "Default is English"). */
export const DEFAULT_LANGUAGE: Language = 'en';

/** The localStorage key that keeps the user's language choice. */
export const LANGUAGE_STORAGE_KEY = 'atende.language';

/** True when `value` is exactly one of the supported language codes. */
export function isSupportedLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}

function prefixOf(tag: string): string {
  return tag.trim().toLowerCase().split(/[-_]/)[0] ?? '';
}

/**
 * The first of the browser's languages whose prefix is supported ('pt-BR' → pt, 'es-AR' → es), else en
 * (seed 000 §1: "The initial language comes from the browser language, and is en when the browser
 * language is none of these").
 */
export function detectLanguage(
  navigatorLanguages: readonly string[] | string | null | undefined,
): Language {
  const tags =
    typeof navigatorLanguages === 'string' ? [navigatorLanguages] : (navigatorLanguages ?? []);
  for (const tag of tags) {
    if (typeof tag !== 'string') continue;
    const prefix = prefixOf(tag);
    if (isSupportedLanguage(prefix)) return prefix;
  }
  return DEFAULT_LANGUAGE;
}

/** A language tag reduced to a supported language ('pt-BR' → pt), en when unsupported. */
export function normalizeLanguage(tag: string | null | undefined): Language {
  return detectLanguage(tag ? [tag] : []);
}

/** The browser's language list (navigator.languages, else navigator.language), empty outside a browser. */
export function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  if (Array.isArray(navigator.languages) && navigator.languages.length > 0)
    return navigator.languages;
  return navigator.language ? [navigator.language] : [];
}
