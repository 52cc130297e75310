import type { Flow, FlowStep } from '../entities/catalog';
import type { FlowExportRow } from '../entities/flows';
import { FINAL_NEXT_STEP_ID } from './constants';

/** Seed 001 §4 "Flow import": the name of the row that carries the flow's data. */
export const FLOW_EXIT_ROW_NAME = 'Exit';

/** The fields of a step every one of its rows repeats. */
function stepRowFields(step: FlowStep): FlowExportRow {
  return {
    step_Id: step.step_Id,
    step_Name: step.step_Name,
    step_Type: step.step_Type,
    step_Message: step.step_Message,
    step_Integration_Method: step.step_Integration_Method,
    step_Integration: step.step_Integration,
    step_Integration_Parameter: step.step_Integration_Parameter,
    step_Integration_Headers: step.step_Integration_Headers,
    step_Integration_Authorize: step.step_Integration_Authorize,
    step_Calculation: step.step_Calculation,
    step_Image_URL: step.step_Image_URL,
    step_Operational_Variable: step.step_Operational_Variable,
    step_Validation: step.step_Validation,
    pos_X: step.pos_X,
    pos_Y: step.pos_Y,
    additional_var: step.additional_var,
  };
}

/**
 * The rows `Export_Flow` answers and an import reads back (seed 001 §4): first the row named Exit
 * (step_Id -1) with the flow's fields, then each step's rows, one per reply (a step without replies
 * has one row without reply fields), grouped by step_Id. `parseFlowImport` of these rows gives the
 * same flow (as a new flow: without its id).
 */
export function flowExportRows(flow: Flow & { steps: readonly FlowStep[] }): FlowExportRow[] {
  const exitRow: FlowExportRow = {
    step_Id: FINAL_NEXT_STEP_ID,
    step_Name: FLOW_EXIT_ROW_NAME,
    flow_Id: flow.flow_Id,
    flow_Name: flow.flow_Name,
    channel_Id: flow.channel_Id,
    initial_Step_Id: flow.initial_Step_Id,
    identify_Initial_Message: flow.identify_Initial_Message,
    start_DateTime: flow.start_DateTime,
    end_DateTime: flow.end_DateTime,
    exit_String: flow.exit_String,
    exit_Message: flow.exit_Message,
  };
  const rows: FlowExportRow[] = [exitRow];
  for (const step of flow.steps) {
    const fields = stepRowFields(step);
    if (step.transitions.length === 0) rows.push(fields);
    for (const t of step.transitions) {
      rows.push({
        ...fields,
        transition_Value: t.transition_Value,
        next_Flow_Id: t.next_Flow_Id,
        next_Step_Id: t.next_Step_Id,
        variable_Value: t.variable_Value,
      });
    }
  }
  return rows;
}
