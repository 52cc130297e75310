import type { FlowStep } from '@atende/contract';

/*
 * TEMPORARY: the flow rules of `@atende/contract` (slice h/flow-api) are not merged yet. These are the
 * same names and values; this file is deleted and its importers switched to `@atende/contract` on merge.
 */

/** Seed 001 §3: "next_Step_Id (-1 means final reply)". */
export const FINAL_NEXT_STEP_ID = -1;

/** Seed 001 §9: "Spacing 380 horizontally, wrap at 800 and 200 vertically"; the start at 100,100. */
export const FLOW_LAYOUT = { startX: 100, startY: 100, stepX: 380, wrapX: 800, stepY: 200 } as const;

/** Seed 001 §4: "A new flow starts with one initial step named Start (type 1, id 0) at position 100,100." */
export const FLOW_START_STEP: FlowStep = {
  step_Id: 0,
  step_Name: 'Start',
  step_Type: 1,
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
  pos_X: 100,
  pos_Y: 100,
  additional_var: '',
  initial_Step: true,
  transitions: [],
};
