/*
 * TEMPORARY mirror of the flow rules of `@atende/contract` (slice h/flow-api, not merged yet): the
 * same names, signatures and values. Deleted on merge, its importers switched to `@atende/contract`.
 */

/** Seed 001 §3: "next_Step_Id (-1 means final reply)". */
export const FINAL_NEXT_STEP_ID = -1;

/** Seed 001 §4: "A new flow starts with one initial step named Start (type 1, id 0) at position 100,100". */
export const FLOW_START_STEP = { step_Id: 0, step_Name: 'Start', step_Type: 1, pos_X: 100, pos_Y: 100 } as const;

/** Seed 001 §4: "New unpositioned steps are spaced 380 horizontally, wrapping at 800, and 200 vertically". */
export const FLOW_LAYOUT = { spacingX: 380, wrapX: 800, spacingY: 200 } as const;

/** The position of the `index`-th unpositioned step (rows from Start's x, the first one row below Start). */
export function unpositionedStepPosition(index: number): { pos_X: number; pos_Y: number } {
  const perRow = Math.floor((FLOW_LAYOUT.wrapX - FLOW_START_STEP.pos_X) / FLOW_LAYOUT.spacingX) + 1;
  return {
    pos_X: FLOW_START_STEP.pos_X + (index % perRow) * FLOW_LAYOUT.spacingX,
    pos_Y: FLOW_START_STEP.pos_Y + (Math.floor(index / perRow) + 1) * FLOW_LAYOUT.spacingY,
  };
}

/** Seed 001 §4 "Step positions are rounded". */
export function roundFlowPosition(value: number): number {
  return Math.round(value);
}

/** Seed 001 §9: "Integration methods are GET and POST." */
export const INTEGRATION_METHODS = ['GET', 'POST'] as const;

/** A step field the edit dialog can show. */
export type StepFieldName =
  | 'step_Message'
  | 'step_Integration_Method'
  | 'step_Integration'
  | 'step_Integration_Parameter'
  | 'step_Integration_Headers'
  | 'step_Integration_Authorize'
  | 'step_Calculation'
  | 'step_Image_URL'
  | 'step_Operational_Variable'
  | 'step_Validation';

/** How a field is edited. */
export type StepFieldKind = 'text' | 'method' | 'groupChooser' | 'campaignChooser';

/** One field of a step type's dialog. */
export interface StepFieldEntry {
  readonly field: StepFieldName;
  readonly kind: StepFieldKind;
}

const text = (field: StepFieldName): StepFieldEntry => ({ field, kind: 'text' });
const MESSAGE = text('step_Message');
const CALCULATION = text('step_Calculation');
const IMAGE = text('step_Image_URL');
const OPERATION_VARIABLE = text('step_Operational_Variable');
const PARAMETER = text('step_Integration_Parameter');
const messageLike = [MESSAGE, CALCULATION, IMAGE, OPERATION_VARIABLE, text('step_Validation')];

/** Seed 001 §4's table, keyed by step type id. */
const STEP_TYPE_FIELDS: Readonly<Record<number, readonly StepFieldEntry[]>> = {
  1: messageLike,
  2: messageLike,
  15: messageLike,
  3: [
    { field: 'step_Integration_Method', kind: 'method' },
    text('step_Integration'),
    PARAMETER,
    text('step_Integration_Headers'),
    text('step_Integration_Authorize'),
    CALCULATION,
  ],
  4: [MESSAGE, CALCULATION, IMAGE, OPERATION_VARIABLE],
  6: [MESSAGE, { field: 'step_Integration_Parameter', kind: 'groupChooser' }, CALCULATION, IMAGE],
  10: [MESSAGE, PARAMETER, OPERATION_VARIABLE],
  11: [PARAMETER, { field: 'step_Integration_Headers', kind: 'campaignChooser' }, OPERATION_VARIABLE],
};

/** The fields the edit dialog shows for a step type (none for a type the table does not list). */
export function stepFieldsOf(stepType: number): readonly StepFieldEntry[] {
  return Object.prototype.hasOwnProperty.call(STEP_TYPE_FIELDS, stepType) ? STEP_TYPE_FIELDS[stepType]! : [];
}
