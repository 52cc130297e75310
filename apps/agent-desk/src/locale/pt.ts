import { clientTexts } from '../features/client/texts';
import { closingTexts } from '../features/closing/texts';
import { composerTexts } from '../features/composer/texts';
import { deskTexts } from '../features/desk/texts';
import { historyTexts } from '../features/history/texts';
import { messagesTexts } from '../features/messages/texts';
import { transferTexts } from '../features/transfer/texts';

/** The agent desk's texts in this language, one key per feature. */
export const pt = {
  desk: deskTexts.pt,
  messages: messagesTexts.pt,
  history: historyTexts.pt,
  composer: composerTexts.pt,
  closing: closingTexts.pt,
  transfer: transferTexts.pt,
  client: clientTexts.pt,
};
