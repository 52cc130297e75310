import type { FlowStep } from '@atende/contract';
import type { StepField } from '../document/pendingContract';

/** A text property of a step. */
export type TextStepKey = { [K in keyof FlowStep]: FlowStep[K] extends string ? K : never }[keyof FlowStep];

/** The string field of a step a dialog field writes (seed 001 §4: the group id is stored as the parameter, the campaign id in the headers). */
export const FIELD_PROPERTY: Record<StepField, TextStepKey> = {
  message: 'step_Message',
  calculation: 'step_Calculation',
  imageUrl: 'step_Image_URL',
  operationVariable: 'step_Operational_Variable',
  validation: 'step_Validation',
  method: 'step_Integration_Method',
  integration: 'step_Integration',
  parameter: 'step_Integration_Parameter',
  headers: 'step_Integration_Headers',
  authorize: 'step_Integration_Authorize',
  group: 'step_Integration_Parameter',
  campaign: 'step_Integration_Headers',
};

/** Seed 001 §4: "method GET or POST". */
export const INTEGRATION_METHODS = ['GET', 'POST'] as const;
