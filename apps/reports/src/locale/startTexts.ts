import { frameTexts } from '../features/frame/texts';
import { registerFeatureTexts } from './featureTexts';

/** The texts every report page needs from the start (the frame's); each page adds its own. */
export function registerStartTexts(): void {
  registerFeatureTexts('frame', frameTexts);
}
