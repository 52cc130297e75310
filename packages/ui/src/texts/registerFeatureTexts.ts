import { initLocale } from '@atende/locale';

/**
 * One area's texts in the three languages. Write `en` first and type `pt` and `es` against it
 * (`const en = {...}; type Texts = typeof en; export const xTexts: FeatureTexts<Texts> = { en, pt, es }`)
 * so that a missing key fails the typecheck.
 */
export interface FeatureTexts<Texts extends object = object> {
  en: Texts;
  pt: Texts;
  es: Texts;
}

/** Options of `registerFeatureTexts`. */
export interface RegisterTextsOptions {
  /** Forces the language (tests; a remote running on its own). Default: the shared choice. */
  language?: string;
}

/**
 * The one way a remote adds its texts to the product's shared i18next instance: one area's texts
 * (`texts`) under `key` of the remote's namespace, read as `t('<key>.<text>')` with
 * `useTranslation(namespace)`. Call it at the top of the module that shows the area (a page, a
 * panel): the texts then load with that code, lazily, and a first visit carries only its page's.
 * Initialises the instance when the remote runs on its own; safe to call more than once.
 */
export function registerFeatureTexts(
  namespace: string,
  key: string,
  texts: FeatureTexts,
  options: RegisterTextsOptions = {},
): void {
  initLocale({
    ...options,
    resources: {
      en: { [namespace]: { [key]: texts.en } },
      pt: { [namespace]: { [key]: texts.pt } },
      es: { [namespace]: { [key]: texts.es } },
    },
  });
}
