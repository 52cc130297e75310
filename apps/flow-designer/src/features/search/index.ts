/** Search of a step by name or message (Ctrl+F) and centring the canvas on a step. */
export { StepSearchDialog } from './StepSearchDialog';
export { useFocusStep } from './useFocusStep';
export { useRevealStep } from './useRevealStep';
