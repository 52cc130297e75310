import type { Flow, FlowStep } from '@atende/contract';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { withFlowHistory, type WithFlowHistory } from '../../history';
import * as replies from './replyEdits';
import type { ReplyRef } from './replyEdits';
import * as edits from './stepEdits';
import type { StepPatch, StepPosition } from './stepEdits';

/** The flow's own fields (everything of the wire `Flow` but its steps and version: `baseVersion`). */
export type FlowFields = Omit<Flow, 'steps' | 'flow_Version'>;

/** What an editor opens: the flow, its steps, the version they are based on (null: a new flow). */
export interface FlowDocumentInput {
  flow: FlowFields;
  steps: readonly FlowStep[];
  baseVersion: number | null;
  readOnly?: boolean;
}

/**
 * The flow being edited (one store per editor instance). `steps` (the contract's wire type) is the
 * single source of truth: React Flow's nodes and edges are derived from it (`flowGraph`), and node
 * measurements stay in React Flow. Every edit is a named action; `revision` counts them.
 */
export interface FlowDocumentState {
  flow: FlowFields;
  steps: FlowStep[];
  /** The saved version the edits are based on (sent with the save); null for a flow never saved. */
  baseVersion: number | null;
  /** Selected step ids. */
  selection: number[];
  /** Selected connections (edges), each named by the reply that holds it. */
  connectionSelection: ReplyRef[];
  /** A connection whose deletion waits for the user's confirmation (keyboard or mouse). */
  pendingDisconnect: ReplyRef | null;
  /** Seed 001 §6: Flow level exactly 2 views without editing. */
  readOnly: boolean;
  /** Steps the last save check refused (marked on the canvas and listed). */
  marked: number[];
  /** Incremented by every edit of the flow or its steps (not by selection or marks). */
  revision: number;
  /** The revision last saved or loaded (unsaved edits while `revision` differs). */
  savedRevision: number;
  /** Name of the last edit action (for undo history labels). */
  lastEdit: string | null;

  /** Replaces the whole document (open a flow, reload, show a version). */
  load(input: FlowDocumentInput): void;
  setFlowFields(patch: Partial<FlowFields>): void;
  /** Adds a step of `type` at `at` (or the first free automatic slot); returns its id. */
  addStep(type: number, name: string, at?: StepPosition): number;
  updateStep(stepId: number, patch: StepPatch): void;
  /** Replaces one step whole (the node dialog's OK: its fields and replies as one edit). */
  replaceStep(step: FlowStep): void;
  removeSteps(stepIds: readonly number[]): void;
  /** Moves steps once, at the end of a drag (never during it). */
  moveSteps(stepIds: readonly number[], positions: readonly StepPosition[]): void;
  /** Connects a reply's output to a step, replacing its old connection. */
  connect(stepId: number, replyIndex: number, targetId: number): void;
  /** Deletes a reply's connection; the reply keeps its output (`disconnectReply`). */
  disconnect(stepId: number, replyIndex: number): void;
  addReply(stepId: number, value: string, final: boolean): void;
  updateReply(stepId: number, replyIndex: number, value: string): void;
  removeReply(stepId: number, replyIndex: number): void;
  /** Replaces every step at once (paste, auto-layout, undo, restore). */
  replaceSteps(steps: readonly FlowStep[], editName: string): void;
  /** Selects steps (selecting some clears the selected connections). */
  setSelection(stepIds: readonly number[]): void;
  setConnectionSelection(connections: readonly ReplyRef[]): void;
  /** Asks to delete a connection (null: the question is over). */
  askDisconnect(connection: ReplyRef | null): void;
  setReadOnly(readOnly: boolean): void;
  setMarked(stepIds: readonly number[]): void;
  /** Records a successful save: its new version and the revision it holds. */
  markSaved(version: number, flowId: number, atRevision: number): void;
}

/** A store of one editor's document, with its undo history (features/history). */
export type FlowDocumentStore = StoreApi<FlowDocumentState> & WithFlowHistory;

const EMPTY: number[] = [];
const NO_CONNECTIONS: ReplyRef[] = [];

/** Creates the document store of one editor instance, opened on `input`. */
export function createFlowDocumentStore(input: FlowDocumentInput): FlowDocumentStore {
  // Wiring point of features/history (h/flow-extras): undo and redo over every edit.
  return createStore<FlowDocumentState>()(
    withFlowHistory((set, get) => {
      /** Applies a named edit of the steps (refused while read-only). */
      const editSteps = (name: string, change: (steps: FlowStep[]) => FlowStep[]): void => {
        const state = get();
        if (state.readOnly) return;
        const steps = change(state.steps);
        if (steps === state.steps) return;
        set({ steps, revision: state.revision + 1, lastEdit: name });
      };
      return {
        ...openedState(input, 0),
        load: (next) => set(openedState(next, get().revision + 1)),
        setFlowFields: (patch) => {
          const state = get();
          if (state.readOnly) return;
          set({
            flow: { ...state.flow, ...patch },
            revision: state.revision + 1,
            lastEdit: 'flowFields',
          });
        },
        addStep: (type, name, at) => {
          const steps = get().steps;
          const stepId = edits.nextStepId(steps);
          editSteps('addStep', () => [
            ...steps,
            edits.blankStep(stepId, type, name, at ?? edits.freeSlot(steps)),
          ]);
          return stepId;
        },
        updateStep: (stepId, patch) =>
          editSteps('updateStep', (steps) =>
            edits.mapStep(steps, stepId, (step) => ({ ...step, ...patch })),
          ),
        replaceStep: (edited) =>
          editSteps('editStep', (steps) => edits.mapStep(steps, edited.step_Id, () => edited)),
        removeSteps: (stepIds) => {
          editSteps('removeSteps', (steps) => edits.removeSteps(steps, stepIds));
          const kept = new Set(get().steps.map((step) => step.step_Id));
          set({ selection: get().selection.filter((id) => kept.has(id)) });
        },
        moveSteps: (stepIds, positions) => {
          const moves = new Map<number, StepPosition>();
          stepIds.forEach((id, index) => {
            const to = positions[index];
            if (to && Number.isFinite(to.x) && Number.isFinite(to.y)) moves.set(id, to);
          });
          if (moves.size > 0) editSteps('moveSteps', (steps) => edits.moveSteps(steps, moves));
        },
        connect: (stepId, replyIndex, targetId) =>
          editSteps('connect', (steps) =>
            replies.connectReply(steps, stepId, replyIndex, targetId),
          ),
        disconnect: (stepId, replyIndex) => {
          editSteps('disconnect', (steps) => replies.disconnectReply(steps, stepId, replyIndex));
          set({ connectionSelection: NO_CONNECTIONS });
        },
        addReply: (stepId, value, final) =>
          editSteps('addReply', (steps) => replies.addReply(steps, stepId, value, final)),
        updateReply: (stepId, replyIndex, value) =>
          editSteps('updateReply', (steps) =>
            edits.mapStep(steps, stepId, (step) =>
              replies.withReply(step, replyIndex, (reply) => ({
                ...reply,
                transition_Value: value,
              })),
            ),
          ),
        removeReply: (stepId, replyIndex) =>
          editSteps('removeReply', (steps) => replies.removeReply(steps, stepId, replyIndex)),
        replaceSteps: (steps, editName) => editSteps(editName, () => [...steps]),
        setSelection: (stepIds) =>
          set(
            stepIds.length === 0
              ? { selection: EMPTY }
              : { selection: [...stepIds], connectionSelection: NO_CONNECTIONS },
          ),
        setConnectionSelection: (connections) => {
          if (!replies.sameReplies(connections, get().connectionSelection)) {
            set({
              connectionSelection: connections.length === 0 ? NO_CONNECTIONS : [...connections],
            });
          }
        },
        askDisconnect: (connection) => set({ pendingDisconnect: connection }),
        setReadOnly: (readOnly) => set({ readOnly }),
        setMarked: (stepIds) => set({ marked: stepIds.length === 0 ? EMPTY : [...stepIds] }),
        markSaved: (version, flowId, atRevision) =>
          set({
            baseVersion: version,
            flow: { ...get().flow, flow_Id: flowId },
            savedRevision: atRevision,
          }),
      };
    }),
  );
}

function openedState(input: FlowDocumentInput, revision: number) {
  return {
    flow: input.flow,
    steps: input.steps.length === 0 ? edits.newFlowSteps() : edits.placeSteps(input.steps),
    baseVersion: input.baseVersion,
    selection: EMPTY,
    connectionSelection: NO_CONNECTIONS,
    pendingDisconnect: null,
    readOnly: input.readOnly ?? false,
    marked: EMPTY,
    revision,
    savedRevision: revision,
    lastEdit: null,
  };
}
