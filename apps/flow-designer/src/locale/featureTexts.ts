import { registerFeatureTexts as registerTexts, type FeatureTexts } from '@atende/ui';

/**
 * The i18next namespace of the flow designer's texts: `flow` of `@atende/locale`, whose starter keys
 * (title, register, importJson, searchFlow) stay there; the spec's catalogue keys
 * (CreateFluxo.warningDates, ViewFluxo.snackTextActivityWrong) stay in `common`.
 */
export const FLOW_NAMESPACE = 'flow';

/**
 * Adds one area's texts under its key of the flow namespace (`t('list.empty')`) through the kit's one
 * texts mechanism (`registerFeatureTexts` of `@atende/ui`). Each page module calls it when its code
 * loads; the frame's come with the exposed module. Safe to call more than once.
 */
export function registerFeatureTexts(
  key: string,
  texts: FeatureTexts,
  options: { language?: string } = {},
): void {
  registerTexts(FLOW_NAMESPACE, key, texts, options);
}
