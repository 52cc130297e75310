import { dashboardTexts } from '../features/dashboard/texts';
import { frameTexts } from '../features/frame/texts';
import { groupsTexts } from '../features/groups/texts';
import { campaignsTexts } from '../features/campaigns/texts';
import { auditTexts } from '../features/audit/texts';
import { operatorsTexts } from '../features/operators/texts';
import { reasonsTexts } from '../features/reasons/texts';
import { templatesTexts } from '../features/templates/texts';
import { filesTexts } from '../features/files/texts';
import { hsmTexts } from '../features/hsm/texts';
import { recordsTexts } from '../shared/records';

import { combineFeatureTexts, registerFeatureTextsTable } from '@atende/ui';
import { CONSOLE_NAMESPACE } from './featureTexts';

export { CONSOLE_NAMESPACE };

/** Every feature's texts, under its key: `t('dashboard.title')` (all of them: tests and the harness). */
const FEATURES = {
  frame: frameTexts,
  records: recordsTexts,
  dashboard: dashboardTexts,
  groups: groupsTexts,
  campaigns: campaignsTexts,
  audit: auditTexts,
  operators: operatorsTexts,
  reasons: reasonsTexts,
  templates: templatesTexts,
  files: filesTexts,
  hsm: hsmTexts,
} as const;

/** The console's texts by language. */
export const allConsoleTexts = combineFeatureTexts(FEATURES);

/**
 * Adds every area's texts at once, for the standalone harness and tests (the exposed module adds the
 * frame's, and each page its own). Safe to call more than once.
 */
export function registerConsoleTexts(options: { language?: string } = {}): void {
  registerFeatureTextsTable(CONSOLE_NAMESPACE, FEATURES, options);
}
