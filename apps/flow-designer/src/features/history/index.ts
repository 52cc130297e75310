/** Undo and redo over every edit of the flow document (zundo's temporal middleware). */
export {
  beginHistoryGesture,
  endHistoryGesture,
  redoEdit,
  undoEdit,
  withFlowHistory,
  type WithFlowHistory,
} from './flowHistory';
