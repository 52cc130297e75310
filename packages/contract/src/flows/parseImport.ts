import type { FlowUpdateBody } from '../entities/flows';
import { FLOW_EXIT_DEFAULTS, FLOW_LIMITS, FLOW_START_STEP } from './constants';
import { FLOW_EXIT_ROW_NAME } from './exportRows';
import {
  FlowImportFailure,
  importRows,
  readImportJson,
  type FlowImportResult,
  type RowReader,
} from './importRows';
import { unpositionedStepPosition } from './layout';
import { encodeFlowText } from './text';

type Step = FlowUpdateBody['steps'][number];
const ID_MAX = FLOW_LIMITS.maxId;

/** The flow fields of the Exit row (seed 001 §4: "The row named Exit carries the flow data"). */
function flowFields(exit: RowReader) {
  const end = exit.has('end_DateTime') ? exit.text('end_DateTime', 40) : null;
  return {
    flow_Name: exit.text('flow_Name', FLOW_LIMITS.nameLength),
    channel_Id: exit.integer('channel_Id', 0, ID_MAX, 0),
    identify_Initial_Message: encodeFlowText(
      exit.text('identify_Initial_Message', FLOW_LIMITS.messageLength),
    ),
    start_DateTime: exit.text('start_DateTime', 40, new Date().toISOString()),
    end_DateTime: end === '' ? null : end,
    exit_String: exit.text('exit_String', FLOW_LIMITS.nameLength, FLOW_EXIT_DEFAULTS.exit_String),
    exit_Message: encodeFlowText(
      exit.text('exit_Message', FLOW_LIMITS.messageLength, FLOW_EXIT_DEFAULTS.exit_Message),
    ),
  };
}

/** A step from the first row of its group (positions filled in later when absent). */
function stepOf(row: RowReader): Step {
  const field = (key: Parameters<RowReader['text']>[0]) => row.text(key, FLOW_LIMITS.fieldLength);
  return {
    step_Id: row.integer('step_Id', 0, ID_MAX),
    step_Name: row.text('step_Name', FLOW_LIMITS.nameLength),
    step_Type: row.integer('step_Type', 0, 1000, 1),
    step_Message: encodeFlowText(row.text('step_Message', FLOW_LIMITS.messageLength)),
    step_Integration_Method: field('step_Integration_Method'),
    step_Integration: field('step_Integration'),
    step_Integration_Parameter: field('step_Integration_Parameter'),
    step_Integration_Headers: field('step_Integration_Headers'),
    step_Integration_Authorize: field('step_Integration_Authorize'),
    step_Calculation: field('step_Calculation'),
    step_Image_URL: field('step_Image_URL'),
    step_Operational_Variable: field('step_Operational_Variable'),
    step_Validation: field('step_Validation'),
    pos_X: row.position('pos_X') ?? Number.NaN,
    pos_Y: row.position('pos_Y') ?? Number.NaN,
    additional_var: field('additional_var'),
    initial_Step: false,
    transitions: [],
  };
}

/** Adds a row's reply (when it has one) to its step. */
function addReply(step: Step, row: RowReader): void {
  if (!row.has('transition_Value') && !row.has('next_Step_Id')) return;
  if (step.transitions.length >= FLOW_LIMITS.maxRepliesPerStep) {
    throw new FlowImportFailure('tooManyReplies', `step ${step.step_Id}`);
  }
  step.transitions.push({
    transition_Value: row.text('transition_Value', FLOW_LIMITS.replyLength),
    next_Flow_Id: row.integer('next_Flow_Id', 0, ID_MAX, 0),
    next_Step_Id: row.integer('next_Step_Id', -1, ID_MAX),
    variable_Value: row.text('variable_Value', FLOW_LIMITS.fieldLength),
  });
}

/** Seed 001 §4: steps from the rows grouped by step_Id, in the order they first appear. */
function stepsOf(rows: readonly RowReader[]): Step[] {
  const steps = new Map<number, Step>();
  for (const row of rows) {
    const id = row.integer('step_Id', 0, ID_MAX);
    let step = steps.get(id);
    if (!step) {
      if (steps.size >= FLOW_LIMITS.maxSteps) {
        throw new FlowImportFailure('tooManySteps', String(steps.size + 1));
      }
      step = stepOf(row);
      steps.set(id, step);
    }
    addReply(step, row);
  }
  let unpositioned = 0;
  for (const step of steps.values()) {
    if (Number.isNaN(step.pos_X) || Number.isNaN(step.pos_Y)) {
      Object.assign(step, unpositionedStepPosition(unpositioned++));
    }
  }
  return [...steps.values()];
}

/** Whether a row is the flow's Exit row: named Exit and carrying the flow's name. */
const isExitRow = (row: RowReader) =>
  row.text('step_Name', FLOW_LIMITS.nameLength) === FLOW_EXIT_ROW_NAME && row.has('flow_Name');

/**
 * Seed 001 §4 "Flow import. A JSON file of step rows. The row named Exit carries the flow data, the
 * row named Start marks the initial step, and rows are grouped by step_Id. The result is sent as a
 * flow update." Refuses (with a code the browser translates and a detail naming the row or key)
 * empty, oversized or non-JSON files, control characters, `__proto__` / `constructor` keys, wrong
 * shapes and types, non-finite or out-of-range numbers, over-long texts, too many steps or replies.
 * The body is a new flow (no id, no `base_Version`) for `customerId`; `save_Source` is `import`.
 */
export function parseFlowImport(text: string, customerId = 0): FlowImportResult {
  try {
    const rows = importRows(readImportJson(text));
    const exit = rows.find(isExitRow);
    if (!exit) throw new FlowImportFailure('noExitRow', FLOW_EXIT_ROW_NAME);
    const steps = stepsOf(rows.filter((row) => row !== exit));
    const start =
      steps.find((s) => s.step_Name === FLOW_START_STEP.step_Name) ??
      steps.find(
        (s) =>
          exit.has('initial_Step_Id') && s.step_Id === exit.integer('initial_Step_Id', 0, ID_MAX),
      );
    if (!start) throw new FlowImportFailure('noStartRow', FLOW_START_STEP.step_Name);
    for (const step of steps) step.initial_Step = step === start;
    const body: FlowUpdateBody = {
      flow_Id: 0,
      ...flowFields(exit),
      initial_Step_Id: start.step_Id,
      steps,
      customer_Id: customerId,
      save_Source: 'import',
    };
    return { ok: true, body };
  } catch (error) {
    if (error instanceof FlowImportFailure) {
      return { ok: false, error: { code: error.code, detail: error.detail } };
    }
    throw error;
  }
}
