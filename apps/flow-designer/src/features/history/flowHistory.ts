// Undo and redo over every edit of the flow document (issue 18, "Beyond the anchors"), on zundo's
// `temporal` middleware: only the flow fields and steps are recorded (selection, marks, the
// read-only flag and React Flow's size measurements never are), a gesture (arrow keys held down)
// is recorded once at its end, and opening another flow clears the history.
import { temporal, type TemporalState } from 'zundo';
import type { StateCreator, StoreApi } from 'zustand/vanilla';

/** What the history keeps of the document: the flow's fields and its steps. */
export interface FlowHistoryEntry {
  flow: unknown;
  steps: readonly unknown[];
}

/** The document fields the history reads (the editor's FlowDocumentState has them). */
export interface HistoryDocument extends FlowHistoryEntry {
  /** Name of the last edit; null right after opening a flow (`load`). */
  lastEdit: string | null;
  readOnly: boolean;
  revision: number;
}

/** Most edits kept for undo. */
const HISTORY_LIMIT = 200;

/** The history of one document store. */
export type FlowHistoryStore = StoreApi<TemporalState<FlowHistoryEntry>>;

/** A store with its history (what `withFlowHistory` adds to the document store). */
export interface WithFlowHistory {
  temporal: FlowHistoryStore;
}

const entryOf = (state: FlowHistoryEntry): FlowHistoryEntry => ({
  flow: state.flow,
  steps: state.steps,
});

/** Same document: the same flow and steps objects (every edit makes new ones). */
const sameDocument = (a: FlowHistoryEntry, b: FlowHistoryEntry) =>
  a.flow === b.flow && a.steps === b.steps;

interface Gesture {
  depth: number;
  start: FlowHistoryEntry | null;
  record: ((past: FlowHistoryEntry, current: FlowHistoryEntry) => void) | null;
}

/** The gesture state of each history (a gesture records one entry at its end). */
const gestures = new WeakMap<FlowHistoryStore, Gesture>();

/**
 * Wraps the document store's creator with zundo's `temporal` (one history per store): use as
 * `createStore<State>()(withFlowHistory((set, get) => ...))`.
 */
export function withFlowHistory<S extends HistoryDocument>(
  creator: StateCreator<S, [], []>,
): StateCreator<S, [], [['temporal', FlowHistoryStore]]> {
  return (set, get, store) => {
    const gesture: Gesture = { depth: 0, start: null, record: null };
    const history = () => (store as unknown as WithFlowHistory).temporal;
    const wrapped = temporal<S, [], [], FlowHistoryEntry>(
      creator as StateCreator<S, [['temporal', unknown]], []>,
      {
        limit: HISTORY_LIMIT,
        partialize: entryOf,
        equality: sameDocument,
        handleSet: (setHandler) => {
          // zundo passes its internal recorder (pastState, replace, currentState), typed as setState.
          const record = setHandler as unknown as (
            past: unknown,
            replace: undefined,
            current: unknown,
          ) => void;
          gesture.record = (past, current) => record(past, undefined, current);
          return (pastState, _replace, currentState) => {
            // Opening a flow (load): a new document, nothing to undo.
            if (get().lastEdit === null) history().getState().clear();
            else if (gesture.depth > 0) gesture.start ??= pastState as FlowHistoryEntry;
            else gesture.record?.(pastState as FlowHistoryEntry, currentState);
          };
        },
      },
    );
    const state = wrapped(set, get, store as never);
    gestures.set(history(), gesture);
    return state;
  };
}

/** Starts a gesture: the edits until `endHistoryGesture` are undone as one. */
export function beginHistoryGesture(store: WithFlowHistory): void {
  const gesture = gestures.get(store.temporal);
  if (gesture) gesture.depth += 1;
}

/** Ends a gesture, recording its edits as one entry (nothing when the document did not change). */
export function endHistoryGesture<S extends HistoryDocument>(store: HistoryTarget<S>): void {
  const gesture = gestures.get(store.temporal);
  if (!gesture || gesture.depth === 0) return;
  gesture.depth -= 1;
  if (gesture.depth > 0 || !gesture.start) return;
  const start = gesture.start;
  gesture.start = null;
  const current = entryOf(store.getState());
  if (!sameDocument(start, current)) gesture.record?.(start, current);
}

/** A document store with its history. */
export type HistoryTarget<S extends HistoryDocument> = WithFlowHistory & StoreApi<S>;

function travel<S extends HistoryDocument>(
  store: HistoryTarget<S>,
  direction: 'undo' | 'redo',
): boolean {
  const state = store.getState();
  const history = store.temporal.getState();
  const available = direction === 'undo' ? history.pastStates : history.futureStates;
  if (state.readOnly || available.length === 0) return false;
  history[direction]();
  // The document changed: a new revision (unsaved), not itself recorded (same flow and steps).
  store.setState({ revision: store.getState().revision + 1, lastEdit: direction } as Partial<S>);
  return true;
}

/** Undoes the last edit (not while read-only); false when there is nothing to undo. */
export function undoEdit<S extends HistoryDocument>(store: HistoryTarget<S>): boolean {
  return travel(store, 'undo');
}

/** Redoes the last undone edit (not while read-only); false when there is nothing to redo. */
export function redoEdit<S extends HistoryDocument>(store: HistoryTarget<S>): boolean {
  return travel(store, 'redo');
}
