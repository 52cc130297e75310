import { registerFeatureTexts as registerTexts, type FeatureTexts } from '@atende/ui';

/** The i18next namespace of the reports remote: `reports` of `@atende/locale` (its starter keys stay). */
export const REPORTS_NAMESPACE = 'reports';

/**
 * Adds one area's texts under its key of the reports namespace (`t('list.title')`) through the kit's
 * texts mechanism. Each page module calls it when its code loads; safe to call more than once.
 */
export function registerFeatureTexts(
  key: string,
  texts: FeatureTexts,
  options: { language?: string } = {},
): void {
  registerTexts(REPORTS_NAMESPACE, key, texts, options);
}
