/** Search of a step by name or message (Ctrl+F) and centring the canvas on a step. */
export { searchSteps, foldText, MAX_MATCHES, type SearchableStep, type StepMatch } from './searchSteps';
export { StepSearchDialog, type StepSearchDialogProps } from './StepSearchDialog';
export { useFocusStep } from './useFocusStep';
