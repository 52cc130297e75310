import type { FlowStep, FlowTransition } from '../entities/catalog';
import { FINAL_NEXT_STEP_ID, FLOW_START_STEP } from './constants';
import { roundFlowPosition } from './layout';

/** Where a blank step is placed when no position is given: Start's place (seed 001 §4). */
const START_PLACE = Object.freeze({ x: FLOW_START_STEP.pos_X, y: FLOW_START_STEP.pos_Y });

/**
 * Seed 001 §3 Step: a step of `type` with every text field empty and no replies, at a rounded
 * position. The one definition of an empty step for the editor, the API's demo data and the tests.
 */
export function blankFlowStep(
  stepId: number,
  type: number,
  name: string,
  at: { x: number; y: number } = START_PLACE,
): FlowStep {
  return {
    step_Id: stepId,
    step_Name: name,
    step_Type: type,
    step_Message: '',
    step_Integration_Method: '',
    step_Integration: '',
    step_Integration_Parameter: '',
    step_Integration_Headers: '',
    step_Integration_Authorize: '',
    step_Calculation: '',
    step_Image_URL: '',
    step_Operational_Variable: '',
    step_Validation: '',
    pos_X: roundFlowPosition(at.x),
    pos_Y: roundFlowPosition(at.y),
    additional_var: '',
    initial_Step: stepId === FLOW_START_STEP.step_Id,
    transitions: [],
  };
}

/** Seed 001 §3 Transition: a reply `value` leading to `nextStepId` (-1, the default, is final). */
export function flowReply(value: string, nextStepId: number = FINAL_NEXT_STEP_ID): FlowTransition {
  return { transition_Value: value, next_Flow_Id: 0, next_Step_Id: nextStepId, variable_Value: '' };
}
