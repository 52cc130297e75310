import { combineFeatureTexts, registerFeatureTextsTable } from '@atende/ui';
import { frameTexts } from '../features/frame/texts';
import { listTexts } from '../features/list/texts';
import { paymentsTexts } from '../features/payments/texts';
import { viewerTexts } from '../features/viewer/texts';
import { REPORTS_NAMESPACE } from './featureTexts';

export { REPORTS_NAMESPACE };

/** Every feature's texts, under its key (tests and the harness). */
const FEATURES = {
  frame: frameTexts,
  list: listTexts,
  viewer: viewerTexts,
  payments: paymentsTexts,
} as const;

/** The reports remote's own texts by language. */
export const allReportsTexts = combineFeatureTexts(FEATURES);

/** Adds every area's texts at once, for the standalone harness and tests. Safe to call more than once. */
export function registerReportsTexts(options: { language?: string } = {}): void {
  registerFeatureTextsTable(REPORTS_NAMESPACE, FEATURES, options);
}
