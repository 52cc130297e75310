import { initLocale } from '@atende/locale';

/** The i18next namespace of the admin console's texts (catalogue keys such as NovoCadastro stay in `common`). */
export const CONSOLE_NAMESPACE = 'admin';

/** A feature's texts in the three languages (pt and es typed against en in each `texts.ts`). */
export interface FeatureTexts {
  en: object;
  pt: object;
  es: object;
}

/**
 * Adds one feature's texts under its key of the console's namespace (`t('hsm.title')`). Each page
 * module calls it when its code loads, so the first page does not carry every area's texts; the
 * frame's are added with the exposed module (`registerStartTexts`). Safe to call more than once.
 */
export function registerFeatureTexts(
  key: string,
  texts: FeatureTexts,
  options: { language?: string } = {},
): void {
  initLocale({
    ...options,
    resources: {
      en: { [CONSOLE_NAMESPACE]: { [key]: texts.en } },
      pt: { [CONSOLE_NAMESPACE]: { [key]: texts.pt } },
      es: { [CONSOLE_NAMESPACE]: { [key]: texts.es } },
    },
  });
}
