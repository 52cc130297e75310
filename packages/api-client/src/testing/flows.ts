/** Flow fixtures for the flow designer's tests (seed 001 §3 Flow and Step, issue 18). */
import {
  blankFlowStep,
  FINAL_NEXT_STEP_ID,
  flowReply,
  FLOW_EXIT_DEFAULTS,
  FLOW_START_STEP,
  type FlowStep,
  type FlowStepsAnswer,
} from '@atende/contract';
import { TEST_CUSTOMER } from './users';

/** A step with every text empty, at 100,100, without replies; `overrides` win. */
export function makeFlowStep(overrides: Partial<FlowStep> = {}): FlowStep {
  return {
    ...blankFlowStep(FLOW_START_STEP.step_Id, FLOW_START_STEP.step_Type, FLOW_START_STEP.step_Name),
    initial_Step: false,
    ...overrides,
  };
}

/** A reply of a step to `nextStepId` (`FINAL_NEXT_STEP_ID` by default: a final reply). */
export function makeReply(value: string, nextStepId: number = FINAL_NEXT_STEP_ID) {
  return flowReply(value, nextStepId);
}

/**
 * A `List_Flow_Steps` answer (version 1 of flow 1 of `TEST_CUSTOMER`): by default Start (type 1)
 * replying `1` to step 1 (type 3) whose reply `ok` is final, a flow that passes the save rules.
 */
export function makeFlowStepsAnswer(overrides: Partial<FlowStepsAnswer> = {}): FlowStepsAnswer {
  return {
    flow_Id: 1,
    flow_Name: 'Test flow',
    channel_Id: 1,
    initial_Step_Id: 0,
    identify_Initial_Message: 'hello',
    start_DateTime: '2026-01-01T00:00:00.000Z',
    end_DateTime: null,
    ...FLOW_EXIT_DEFAULTS,
    customer_Id: TEST_CUSTOMER.customer_Id,
    flow_Version: 1,
    steps: [
      makeFlowStep({
        step_Message: 'Welcome',
        initial_Step: true,
        transitions: [makeReply('1', 1)],
      }),
      makeFlowStep({
        step_Id: 1,
        step_Name: 'Integration',
        step_Type: 3,
        step_Integration_Method: 'GET',
        pos_X: 480,
        transitions: [makeReply('ok')],
      }),
    ],
    ...overrides,
  };
}
