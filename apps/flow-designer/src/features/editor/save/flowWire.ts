import {
  decodeFlowText,
  encodeFlowText,
  flowSaveProblems,
  type FlowProblem,
  type FlowStepsAnswer,
  type FlowUpdateBody,
} from '@atende/contract';
import type { FlowDocumentInput, FlowDocumentState, FlowFields } from '../document';

/*
 * The wire boundary of the editor (seed 001 §5 "Flow messages. Line breaks are stored as a marker
 * sequence and converted back on load"): the document holds real line breaks; what is sent and read
 * carries the contract's marker.
 */

/** What the editor opens from `List_Flow_Steps` (or a version's steps): messages decoded. */
export function documentFromAnswer(answer: FlowStepsAnswer, readOnly: boolean): FlowDocumentInput {
  const { steps, flow_Version, ...flow } = answer;
  const fields: FlowFields = {
    ...flow,
    identify_Initial_Message: decodeFlowText(flow.identify_Initial_Message),
    exit_Message: decodeFlowText(flow.exit_Message),
  };
  return {
    flow: fields,
    steps: steps.map((step) => ({ ...step, step_Message: decodeFlowText(step.step_Message) })),
    baseVersion: flow_Version,
    readOnly,
  };
}

/** How a save is sent: over the loaded version, or as a new flow (a copy after a conflict). */
export type SaveMode = 'editor' | 'copy';

/** The body of `Data_Flow_Update` for the document (messages encoded). */
export function updateBodyOf(
  state: Pick<FlowDocumentState, 'flow' | 'steps' | 'baseVersion'>,
  mode: SaveMode,
): FlowUpdateBody {
  const { flow } = state;
  const asCopy = mode === 'copy';
  return {
    ...(asCopy || flow.flow_Id === 0 ? {} : { flow_Id: flow.flow_Id }),
    flow_Name: flow.flow_Name,
    channel_Id: flow.channel_Id,
    initial_Step_Id: flow.initial_Step_Id,
    identify_Initial_Message: encodeFlowText(flow.identify_Initial_Message),
    start_DateTime: flow.start_DateTime,
    end_DateTime: flow.end_DateTime,
    exit_String: flow.exit_String,
    exit_Message: encodeFlowText(flow.exit_Message),
    customer_Id: flow.customer_Id,
    steps: state.steps.map((step) => ({
      ...step,
      step_Message: encodeFlowText(step.step_Message),
    })),
    ...(asCopy || state.baseVersion === null ? {} : { base_Version: state.baseVersion }),
    save_Source: mode,
  };
}

/** The save rules' problems (seed 001 §5), and the distinct steps they name in document order. */
export function saveCheck(state: Pick<FlowDocumentState, 'flow' | 'steps'>): {
  problems: FlowProblem[];
  stepIds: number[];
} {
  const problems = flowSaveProblems(state.steps, state.flow.flow_Id);
  const named = new Set(problems.map((problem) => problem.stepId));
  return {
    problems,
    stepIds: state.steps.map((step) => step.step_Id).filter((id) => named.has(id)),
  };
}
