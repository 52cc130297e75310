import { clientTexts } from '../features/client/texts';
import { closingTexts } from '../features/closing/texts';
import { composerTexts } from '../features/composer/texts';
import { deskTexts } from '../features/desk/texts';
import { historyTexts } from '../features/history/texts';
import { messagesTexts } from '../features/messages/texts';
import { transferTexts } from '../features/transfer/texts';

/** The agent desk's texts in this language, one key per feature. */
export const es = {
  desk: deskTexts.es,
  messages: messagesTexts.es,
  history: historyTexts.es,
  composer: composerTexts.es,
  closing: closingTexts.es,
  transfer: transferTexts.es,
  client: clientTexts.es,
};
