/** The flow editor's document: the flow being edited, its steps and every named edit on them. */
export {
  createFlowDocumentStore,
  type FlowDocumentInput,
  type FlowDocumentState,
  type FlowDocumentStore,
  type FlowFields,
} from './flowDocument';
export { FlowDocumentContext, useFlowDocument, useFlowDocumentStore } from './FlowDocumentContext';
export { UNCONNECTED_NEXT_STEP_ID, type ReplyRef } from './replyEdits';
export { blankStep } from './stepEdits';
