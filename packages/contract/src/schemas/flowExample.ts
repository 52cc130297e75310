import { blankFlowStep, flowReply } from '../flows/blankStep';

/** The smallest flow that passes seed 001 §5: Start with one final reply (the OpenAPI example). */
export const EXAMPLE_START_STEP = {
  ...blankFlowStep(0, 1, 'Start'),
  step_Message: 'Hello',
  transitions: [flowReply('ok')],
};
