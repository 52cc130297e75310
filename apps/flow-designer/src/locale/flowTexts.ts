import { createTexts } from '../features/create/texts';
import { editorTexts } from '../features/editor/texts';
import { frameTexts } from '../features/frame/texts';
import { listTexts } from '../features/list/texts';
import { problemsTexts } from '../features/problems/texts';
import { searchTexts } from '../features/search/texts';
import { connectionTexts } from '../features/shortcuts/connectionTexts';
import { shortcutsTexts } from '../features/shortcuts/texts';
import { combineFeatureTexts, registerFeatureTextsTable } from '@atende/ui';
import { FLOW_NAMESPACE } from './featureTexts';

export { FLOW_NAMESPACE };

/** Every feature's texts, under its key: `t('frame.flows')` (all of them: tests and the harness). */
const FEATURES = {
  frame: frameTexts,
  list: listTexts,
  create: createTexts,
  editor: editorTexts,
  shortcuts: shortcutsTexts,
  connections: connectionTexts,
  search: searchTexts,
  problems: problemsTexts,
} as const;

/** The flow designer's own texts by language. */
export const allFlowTexts = combineFeatureTexts(FEATURES);

/**
 * Adds every area's texts at once, for the standalone harness and tests (the exposed module adds the
 * frame's, and each page its own). Safe to call more than once.
 */
export function registerFlowTexts(options: { language?: string } = {}): void {
  registerFeatureTextsTable(FLOW_NAMESPACE, FEATURES, options);
}
