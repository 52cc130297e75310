/**
 * Seed 001 §4 "Step types and their fields": which fields the node edit dialog shows per step type,
 * in the table's order. The editor draws them and the live problems panel reads them (a type that
 * shows a message should have one).
 */

/** Seed 001 §9: "Integration methods are GET and POST." */
export const INTEGRATION_METHODS = Object.freeze(['GET', 'POST'] as const);

/** A step field the edit dialog can show (the wire names of seed 001 §3's Step). */
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

/**
 * How a field is edited: `text` a text box, `method` a choice of `INTEGRATION_METHODS`,
 * `groupChooser` an attendance group picker whose id is stored in the field (type 6: "the chosen
 * group id is stored as the parameter"), `campaignChooser` a campaign picker whose id is stored in
 * the field (type 11: "the campaign id is stored in the headers field").
 */
export type StepFieldKind = 'text' | 'method' | 'groupChooser' | 'campaignChooser';

/** One field of a step type's dialog. */
export interface StepFieldEntry {
  readonly field: StepFieldName;
  readonly kind: StepFieldKind;
}

const text = (field: StepFieldName): StepFieldEntry => Object.freeze({ field, kind: 'text' });
const MESSAGE = text('step_Message');
const CALCULATION = text('step_Calculation');
const IMAGE = text('step_Image_URL');
const OPERATION_VARIABLE = text('step_Operational_Variable');
const PARAMETER = text('step_Integration_Parameter');
const messageLike = Object.freeze([
  MESSAGE,
  CALCULATION,
  IMAGE,
  OPERATION_VARIABLE,
  text('step_Validation'),
]);
const NOTHING: readonly StepFieldEntry[] = Object.freeze([]);

/** Seed 001 §4's table, keyed by step type id. A type absent here shows nothing extra. */
export const STEP_TYPE_FIELDS: Readonly<Record<number, readonly StepFieldEntry[]>> = Object.freeze({
  1: messageLike,
  2: messageLike,
  15: messageLike,
  3: Object.freeze([
    Object.freeze({ field: 'step_Integration_Method', kind: 'method' } as const),
    text('step_Integration'),
    PARAMETER,
    text('step_Integration_Headers'),
    text('step_Integration_Authorize'),
    CALCULATION,
  ]),
  4: Object.freeze([MESSAGE, CALCULATION, IMAGE, OPERATION_VARIABLE]),
  5: NOTHING,
  9: NOTHING,
  12: NOTHING,
  6: Object.freeze([
    MESSAGE,
    Object.freeze({ field: 'step_Integration_Parameter', kind: 'groupChooser' } as const),
    CALCULATION,
    IMAGE,
  ]),
  10: Object.freeze([MESSAGE, PARAMETER, OPERATION_VARIABLE]),
  11: Object.freeze([
    PARAMETER,
    Object.freeze({ field: 'step_Integration_Headers', kind: 'campaignChooser' } as const),
    OPERATION_VARIABLE,
  ]),
});

/** The fields the edit dialog shows for a step type (none for a type the table does not list). */
export function stepFieldsOf(stepType: number): readonly StepFieldEntry[] {
  return Object.prototype.hasOwnProperty.call(STEP_TYPE_FIELDS, stepType)
    ? STEP_TYPE_FIELDS[stepType]!
    : NOTHING;
}

/** Whether a step type's dialog shows a message (its step should then carry one). */
export function stepTypeHasMessage(stepType: number): boolean {
  return stepFieldsOf(stepType).some((entry) => entry.field === 'step_Message');
}
