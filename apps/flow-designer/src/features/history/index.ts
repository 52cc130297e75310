/** Undo and redo over every edit of the flow document (zundo's temporal middleware). */
export {
  beginHistoryGesture,
  endHistoryGesture,
  HISTORY_LIMIT,
  redoEdit,
  undoEdit,
  withFlowHistory,
  type FlowHistoryEntry,
  type FlowHistoryStore,
  type HistoryDocument,
  type HistoryTarget,
  type WithFlowHistory,
} from './flowHistory';
