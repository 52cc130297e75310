// Flows for the contract's flow tests (not part of the package's entry).
import type { Flow, FlowStep } from '../entities/catalog';
import { blankFlowStep, flowReply } from './blankStep';
import { FINAL_NEXT_STEP_ID, FLOW_EXIT_DEFAULTS } from './constants';

/** A step with every field empty, replies to the given ids (-1 final). */
export function step(id: number, name: string, replies: [string, number][], type = 1): FlowStep {
  return {
    ...blankFlowStep(id, type, name, { x: 100 + id * 380, y: 100 }),
    step_Message: `message ${id}`,
    transitions: replies.map(([value, next]) => flowReply(value, next)),
  };
}

/** Start -> 1 -> final, Start -> 2 -> final. */
export function goodFlow(): Flow & { steps: FlowStep[] } {
  return {
    flow_Id: 7,
    flow_Name: 'Sales - bot / 100%',
    channel_Id: 1,
    initial_Step_Id: 0,
    identify_Initial_Message: 'hi',
    start_DateTime: '2026-01-01T00:00:00.000Z',
    end_DateTime: null,
    ...FLOW_EXIT_DEFAULTS,
    customer_Id: 1,
    steps: [
      step(0, 'Start', [
        ['1', 1],
        ['2', 2],
      ]),
      step(1, 'Sales', [['ok', FINAL_NEXT_STEP_ID]]),
      step(2, 'Support', [['agent', FINAL_NEXT_STEP_ID]], 6),
    ],
  };
}
