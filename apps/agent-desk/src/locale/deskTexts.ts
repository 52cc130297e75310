import { registerFeatureTextsTable } from '@atende/ui';
import { clientTexts } from '../features/client/texts';
import { closingTexts } from '../features/closing/texts';
import { composerTexts } from '../features/composer/texts';
import { deskTexts } from '../features/desk/texts';
import { historyTexts } from '../features/history/texts';
import { messagesTexts } from '../features/messages/texts';
import { transferTexts } from '../features/transfer/texts';

/** The i18next namespace of the agent desk's texts (catalogue keys stay in `common`). */
export const DESK_NAMESPACE = 'agentDesk';

/**
 * The desk's areas and their texts, each under its key (`t('history.title')`). The desk is one screen
 * whose areas all show at once, so its exposed module registers them together.
 */
export const deskAreaTexts = {
  desk: deskTexts,
  messages: messagesTexts,
  history: historyTexts,
  composer: composerTexts,
  closing: closingTexts,
  transfer: transferTexts,
  client: clientTexts,
} as const;

/**
 * Adds the desk's texts to the shared i18next instance through the kit's one texts mechanism
 * (`registerFeatureTextsTable` of `@atende/ui`), initialising it when the desk runs on its own. Safe to
 * call more than once.
 */
export function registerDeskTexts(options: { language?: string } = {}): void {
  registerFeatureTextsTable(DESK_NAMESPACE, deskAreaTexts, options);
}
