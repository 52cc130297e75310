// The flow designer's shared rules (seed 001 §3-§5, §9; seed 000 §9; issue 18): one implementation
// for the editor and the provider API.
export {
  FINAL_NEXT_STEP_ID,
  FLOW_EXIT_DEFAULTS,
  FLOW_LAYOUT,
  FLOW_LIMITS,
  FLOW_LINE_BREAK_MARKER,
  FLOW_START_STEP,
} from './constants';
export { blankFlowStep, flowReply } from './blankStep';
export { decodeFlowText, encodeFlowText } from './text';
export { roundFlowPosition, unpositionedStepPosition } from './layout';
export {
  INTEGRATION_METHODS,
  STEP_TYPE_FIELDS,
  stepFieldsOf,
  stepTypeHasMessage,
} from './stepFields';
export type { StepFieldEntry, StepFieldKind, StepFieldName } from './stepFields';
export { FLOW_PROBLEM_CODES, flowProblems, flowSaveProblems } from './problems';
export { WHATSAPP_LIMITS } from './whatsapp';
export type { FlowProblem, FlowProblemCode, FlowRuleFlow, FlowRuleStep } from './problems';
export { FLOW_EXIT_ROW_NAME, flowExportRows } from './exportRows';
export { parseFlowImport } from './parseImport';
export { FLOW_SAVE_RULE_CASES } from './ruleCases';
export type { FlowRuleCaseReply, FlowSaveRuleCase } from './ruleCases';
export { FLOW_IMPORT_ERROR_CODES } from './importRows';
export type { FlowImportError, FlowImportErrorCode, FlowImportResult } from './importRows';
