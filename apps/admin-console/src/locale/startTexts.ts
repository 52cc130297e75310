import { frameTexts } from '../features/frame/texts';
import { recordsTexts } from '../shared/records';
import { registerFeatureTexts } from './featureTexts';

/**
 * The texts every console page needs from the start (the frame's and the record patterns'); each
 * area's own texts come with its page's code (`registerFeatureTexts`).
 */
export function registerStartTexts(): void {
  registerFeatureTexts('frame', frameTexts);
  registerFeatureTexts('records', recordsTexts);
}
