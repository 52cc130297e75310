import { registerFeatureTexts as registerTexts, type FeatureTexts } from '@atende/ui';

/** The i18next namespace of the admin console's texts (catalogue keys such as NovoCadastro stay in `common`). */
export const CONSOLE_NAMESPACE = 'admin';

/**
 * Adds one area's texts under its key of the console's namespace (`t('hsm.title')`), through the
 * kit's one texts mechanism (`registerFeatureTexts` of `@atende/ui`, see its README). Each page module
 * calls it when its code loads, so the first page does not carry every area's texts; the frame's are
 * added with the exposed module (`registerStartTexts`). Safe to call more than once.
 */
export function registerFeatureTexts(
  key: string,
  texts: FeatureTexts,
  options: { language?: string } = {},
): void {
  registerTexts(CONSOLE_NAMESPACE, key, texts, options);
}
