import { Type, type TSchema } from '@sinclair/typebox';
import { FLOW_LIMITS } from '../flows/constants';
import { FlowSchema, FlowStepSchema } from './catalog';
import { EXAMPLE_START_STEP } from './flowExample';

/**
 * The flow designer's calls (seed 001 §7 "Flows": List_Flow_Steps, List_Step_Type, Data_Flow_Update,
 * Export_Flow) and our version history (issue 18, docs/adr/0023). Bodies are bounded by
 * `FLOW_LIMITS`, so a hostile body is a 400 before anything is written.
 */

const NO_CONTROL_CHARACTERS = '^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$';
const Text = (maxLength: number, description?: string) =>
  Type.String({ maxLength, pattern: NO_CONTROL_CHARACTERS, description });
const Field = (description?: string) => Text(FLOW_LIMITS.fieldLength, description);
const StepId = (description?: string) =>
  Type.Integer({ minimum: 0, maximum: FLOW_LIMITS.maxId, description });
const Position = () =>
  Type.Number({ minimum: -FLOW_LIMITS.maxPosition, maximum: FLOW_LIMITS.maxPosition });
const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** Seed 001 §3: "Step type. step_Type_Id, step_Type_Name." (`List_Step_Type?Customer_Id`). */
export const FlowStepTypeSchema = Type.Object({
  step_Type_Id: Type.Integer(),
  step_Type_Name: Type.String(),
});

/** A transition as a save sends it: next_Step_Id -1 (final) or a step id; next_Flow_Id 0 is this flow. */
export const FlowTransitionInputSchema = Type.Object({
  transition_Value: Text(FLOW_LIMITS.replyLength),
  next_Flow_Id: Type.Integer({ minimum: 0, maximum: FLOW_LIMITS.maxId }),
  next_Step_Id: Type.Integer({ minimum: -1, maximum: FLOW_LIMITS.maxId }),
  variable_Value: Field(),
});

/** A step as a save sends it (seed 001 §3 Step), every text bounded, positions finite. */
export const FlowStepInputSchema = Type.Object({
  step_Id: StepId(),
  step_Name: Text(FLOW_LIMITS.nameLength),
  step_Type: Type.Integer({ minimum: 0, maximum: 1000 }),
  step_Message: Text(FLOW_LIMITS.messageLength, 'Line breaks stored as FLOW_LINE_BREAK_MARKER'),
  step_Integration_Method: Field(),
  step_Integration: Field(),
  step_Integration_Parameter: Field(),
  step_Integration_Headers: Field(),
  step_Integration_Authorize: Field(),
  step_Calculation: Field(),
  step_Image_URL: Field(),
  step_Operational_Variable: Field(),
  step_Validation: Field(),
  pos_X: Position(),
  pos_Y: Position(),
  additional_var: Field(),
  initial_Step: Type.Boolean(),
  transitions: Type.Array(FlowTransitionInputSchema, { maxItems: FLOW_LIMITS.maxRepliesPerStep }),
});

/**
 * `POST Data_Flow_Update` (seed 001 §7: "with customer_Id, flow fields and steps (also used for
 * import)"). `flow_Id` 0 or absent creates; `base_Version` is the version the editor loaded (absent
 * for a new flow or an import as a new flow); a save over a newer version is refused (409,
 * `FlowVersionConflict`). `save_Source` says what the audit row records: an editor save (default),
 * an import, or a copy saved after a conflict.
 */
export const FlowUpdateBodySchema = Type.Object({
  flow_Id: Type.Optional(Type.Integer({ minimum: 0, maximum: FLOW_LIMITS.maxId })),
  flow_Name: Text(FLOW_LIMITS.nameLength),
  channel_Id: Type.Integer({ minimum: 0, maximum: FLOW_LIMITS.maxId }),
  initial_Step_Id: StepId(),
  identify_Initial_Message: Text(FLOW_LIMITS.messageLength),
  start_DateTime: Text(40),
  end_DateTime: Nullable(Text(40)),
  exit_String: Text(FLOW_LIMITS.nameLength),
  exit_Message: Text(FLOW_LIMITS.messageLength),
  steps: Type.Array(FlowStepInputSchema, {
    minItems: 1,
    maxItems: FLOW_LIMITS.maxSteps,
    examples: [[EXAMPLE_START_STEP]],
  }),
  customer_Id: Type.Integer({ minimum: 1, maximum: FLOW_LIMITS.maxId }),
  base_Version: Type.Optional(Type.Integer({ minimum: 1, maximum: FLOW_LIMITS.maxId })),
  save_Source: Type.Optional(
    Type.Union([Type.Literal('editor'), Type.Literal('import'), Type.Literal('copy')]),
  ),
});

/** The answer of a save: the flow's id (new or the same) and its new version. */
export const FlowUpdateAnswerSchema = Type.Object({
  flow_Id: Type.Integer(),
  flow_Version: Type.Integer(),
});

/** Who saved a version: the operator's login and name. */
export const FlowSavedBySchema = Type.Object({
  user_Login: Type.String(),
  user_Name: Type.String(),
});

/** The `conflict` of a 409 `flow_version_conflict`: the version now stored, who saved it and when. */
export const FlowVersionConflictSchema = Type.Object({
  version: Type.Integer(),
  saved_By: FlowSavedBySchema,
  saved_At: Type.String({ description: 'ISO 8601 date and time (UTC)' }),
});

/** One entry of a flow's history (`Flow_Version_List`): the current version and every earlier one. */
export const FlowVersionEntrySchema = Type.Object({
  version: Type.Integer(),
  saved_By: FlowSavedBySchema,
  saved_At: Type.String({ description: 'ISO 8601 date and time (UTC)' }),
  step_Count: Type.Integer(),
});

/**
 * `List_Flow_Steps?Flow_Id&Customer_Id` and `Flow_Version_Steps`: the flow's fields, its steps and
 * the version they belong to, read together so the editor's `base_Version` matches what it drew.
 */
export const FlowStepsAnswerSchema = Type.Composite([
  Type.Omit(FlowSchema, ['steps', 'flow_Version']),
  Type.Object({ steps: Type.Array(FlowStepSchema), flow_Version: Type.Integer() }),
]);

/**
 * One row of `Export_Flow` and of an imported file (seed 001 §4 "Flow import": "The row named Exit
 * carries the flow data, the row named Start marks the initial step, and rows are grouped by
 * step_Id"): a step's fields with one of its transitions (a step without replies has one row without
 * transition fields); the Exit row carries the flow's fields instead.
 */
export const FlowExportRowSchema = Type.Object({
  step_Id: Type.Integer(),
  step_Name: Type.String(),
  step_Type: Type.Optional(Type.Integer()),
  step_Message: Type.Optional(Type.String()),
  step_Integration_Method: Type.Optional(Type.String()),
  step_Integration: Type.Optional(Type.String()),
  step_Integration_Parameter: Type.Optional(Type.String()),
  step_Integration_Headers: Type.Optional(Type.String()),
  step_Integration_Authorize: Type.Optional(Type.String()),
  step_Calculation: Type.Optional(Type.String()),
  step_Image_URL: Type.Optional(Type.String()),
  step_Operational_Variable: Type.Optional(Type.String()),
  step_Validation: Type.Optional(Type.String()),
  pos_X: Type.Optional(Type.Number()),
  pos_Y: Type.Optional(Type.Number()),
  additional_var: Type.Optional(Type.String()),
  transition_Value: Type.Optional(Type.String()),
  next_Flow_Id: Type.Optional(Type.Integer()),
  next_Step_Id: Type.Optional(Type.Integer()),
  variable_Value: Type.Optional(Type.String()),
  flow_Id: Type.Optional(Type.Integer()),
  flow_Name: Type.Optional(Type.String()),
  channel_Id: Type.Optional(Type.Integer()),
  initial_Step_Id: Type.Optional(Type.Integer()),
  identify_Initial_Message: Type.Optional(Type.String()),
  start_DateTime: Type.Optional(Type.String()),
  end_DateTime: Type.Optional(Nullable(Type.String())),
  exit_String: Type.Optional(Type.String()),
  exit_Message: Type.Optional(Type.String()),
});

/** A flow problem as the API's 400 `flow_invalid` names it (see `FlowProblem`). */
export const FlowProblemSchema = Type.Object({
  stepId: Type.Integer(),
  code: Type.String(),
  severity: Type.Union([Type.Literal('error'), Type.Literal('warning')]),
  replyIndex: Type.Optional(Type.Integer()),
  targetStepId: Type.Optional(Type.Integer()),
  limit: Type.Optional(Type.Integer()),
});

/**
 * The error body of the flow calls: `{ error, message, field? }` plus `problems` (400
 * `flow_invalid`: the broken save rules, each naming its step) or `conflict` (409
 * `flow_version_conflict`).
 */
export const FlowErrorBodySchema = Type.Object({
  error: Type.String(),
  message: Type.String(),
  field: Type.Optional(Type.String()),
  problems: Type.Optional(Type.Array(FlowProblemSchema)),
  conflict: Type.Optional(FlowVersionConflictSchema),
});
