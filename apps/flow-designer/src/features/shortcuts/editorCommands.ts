// The editor's commands over the document store, shared by the shortcuts and the toolbar buttons:
// undo, redo, copy, cut, paste, duplicate, select, move (one undoable move per key press or held
// key), auto-layout. Deleting goes through a confirmation (the caller's `confirmDelete`).
import type { FlowStep } from '@atende/contract';
import { copySteps, pasteSteps, type ClipStorage } from '../clipboard';
import type { FlowDocumentStore, ReplyRef } from '../editor/document';
import { beginHistoryGesture, endHistoryGesture, redoEdit, undoEdit } from '../history';
import { autoLayoutDocument, type LayoutSession } from '../layout';
import { connectionToDelete, removableSelection } from './selectionTargets';

/** A rectangle of the canvas, in flow coordinates. */
export interface FlowArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** What the commands need besides the store. */
export interface CommandDeps {
  clipboard: ClipStorage;
  /** The part of the canvas on screen (pasted steps outside it are moved into it). */
  visibleArea?: () => FlowArea | null;
  /** A step's size as React Flow measured it. */
  sizeOf?: (stepId: number) => { width: number; height: number } | undefined;
  /** Asks to delete these steps (a confirmation dialog, which then calls `deleteSteps`). */
  confirmDelete: (stepIds: number[]) => void;
  /** An auto-layout failed (a translated message is the caller's), or was applied (same task). */
  onLayoutFailed?: (error: unknown) => void;
  onLayoutApplied?: () => void;
  /** The editor's layout worker (kept between layouts); default: one worker per layout. */
  layoutSession?: LayoutSession;
  /** The step whose node has the keyboard focus, if any. */
  focusedStep?: () => number | null;
  /** The connection whose edge has the keyboard focus, if any. */
  focusedConnection?: () => ReplyRef | null;
}

/** The editor's commands. */
export interface EditorCommands {
  undo(): boolean;
  redo(): boolean;
  copy(): Promise<void>;
  cut(): Promise<void>;
  paste(): Promise<number[]>;
  /** Ctrl+C's copy event: the clipboard text of the selection (null: nothing to copy). */
  copyText(): string | null;
  /** Ctrl+X's cut event: as `copyText`, then the steps are removed (not while read-only). */
  cutText(): string | null;
  /** Ctrl+V's paste event: pastes the clip in the event's text (or the memory copy). */
  pasteText(text: string): number[];
  duplicate(): number[];
  selectAll(): void;
  clearSelection(): void;
  /** Delete: a focused edge, else the selected steps, else a selected edge (each asks first). */
  requestDelete(): void;
  /** The step a connection by keyboard starts from: the focused step, else the first selected. */
  connectSource(): number | null;
  deleteSteps(stepIds: readonly number[]): void;
  move(dx: number, dy: number): void;
  moveEnd(): void;
  autoLayout(): Promise<boolean>;
}

const inside = (area: FlowArea, step: FlowStep) =>
  step.pos_X >= area.x &&
  step.pos_Y >= area.y &&
  step.pos_X <= area.x + area.width &&
  step.pos_Y <= area.y + area.height;

/** Builds the commands of one editor's document store. */
export function createEditorCommands(store: FlowDocumentStore, deps: CommandDeps): EditorCommands {
  let moving = false;
  const editable = () => !store.getState().readOnly;
  /** A key acts on the focused step when it is not selected (just tabbed to, or clicked a moment ago). */
  const selectFocused = () => {
    const focused = deps.focusedStep?.() ?? null;
    const { selection, steps } = store.getState();
    if (
      focused === null ||
      selection.includes(focused) ||
      !steps.some((step) => step.step_Id === focused)
    )
      return;
    store.getState().setSelection([focused]);
  };
  const insert = (clipSteps: FlowStep[], editName: string): number[] => {
    const { steps } = store.getState();
    let result = pasteSteps(steps, { steps: clipSteps });
    const area = deps.visibleArea?.();
    const pasted = result.steps.slice(steps.length);
    if (area && pasted.length > 0 && !pasted.some((step) => inside(area, step))) {
      // Copied in another flow (or far away): the copies go to the visible part of the canvas.
      result = pasteSteps(
        steps,
        { steps: clipSteps },
        { at: { x: area.x + area.width / 4, y: area.y + area.height / 4 } },
      );
    }
    if (result.pastedIds.length === 0) return [];
    store.getState().replaceSteps(result.steps, editName);
    store.getState().setSelection(result.pastedIds);
    return result.pastedIds;
  };
  const commands: EditorCommands = {
    undo: () => undoEdit(store),
    redo: () => redoEdit(store),
    copy: async () => {
      const { steps, selection } = store.getState();
      const clip = copySteps(steps, new Set(selection));
      if (clip.steps.length > 0) await deps.clipboard.write(clip);
    },
    cut: async () => {
      if (!editable()) return;
      const ids = removableSelection(store);
      if (ids.length === 0) return;
      await commands.copy();
      store.getState().removeSteps(ids);
    },
    paste: async () => {
      if (!editable()) return [];
      const clip = await deps.clipboard.read<FlowStep>();
      return clip ? insert(clip.steps, 'paste') : [];
    },
    copyText: () => {
      selectFocused();
      const { steps, selection } = store.getState();
      const clip = copySteps(steps, new Set(selection));
      return clip.steps.length === 0 ? null : deps.clipboard.copied(clip);
    },
    cutText: () => {
      selectFocused();
      const ids = removableSelection(store);
      if (!editable() || ids.length === 0) return null;
      const text = commands.copyText();
      store.getState().removeSteps(ids);
      return text;
    },
    pasteText: (text) => {
      if (!editable()) return [];
      const clip = deps.clipboard.pasted<FlowStep>(text);
      return clip ? insert(clip.steps, 'paste') : [];
    },
    duplicate: () => {
      if (!editable()) return [];
      selectFocused();
      const { steps, selection } = store.getState();
      return insert(copySteps(steps, new Set(selection)).steps, 'duplicate');
    },
    selectAll: () =>
      store.getState().setSelection(store.getState().steps.map((step) => step.step_Id)),
    clearSelection: () => store.getState().setSelection([]),
    requestDelete: () => {
      if (!editable()) return;
      const edge = deps.focusedConnection?.() ?? null;
      if (edge === null) {
        selectFocused();
        const ids = removableSelection(store);
        if (ids.length > 0) return deps.confirmDelete(ids);
      }
      const connection = connectionToDelete(store.getState(), edge);
      if (connection) store.getState().askDisconnect(connection);
    },
    connectSource: () => {
      selectFocused();
      const focused = deps.focusedStep?.() ?? null;
      const { selection } = store.getState();
      return focused !== null && selection.includes(focused) ? focused : (selection[0] ?? null);
    },
    deleteSteps: (stepIds) => store.getState().removeSteps(stepIds),
    move: (dx, dy) => {
      if (!moving) selectFocused();
      const { steps, selection, readOnly } = store.getState();
      if (readOnly || selection.length === 0) return;
      if (!moving) beginHistoryGesture(store);
      moving = true;
      const chosen = new Set(selection);
      const moved = steps.filter((step) => chosen.has(step.step_Id));
      store.getState().moveSteps(
        moved.map((step) => step.step_Id),
        moved.map((step) => ({ x: step.pos_X + dx, y: step.pos_Y + dy })),
      );
    },
    moveEnd: () => {
      if (!moving) return;
      moving = false;
      endHistoryGesture(store);
    },
    autoLayout: async () => {
      try {
        const { layoutSession: session, onLayoutApplied: onApplied } = deps;
        return await autoLayoutDocument(store, deps.sizeOf, { session, onApplied });
      } catch (error) {
        deps.onLayoutFailed?.(error);
        return false;
      }
    },
  };
  return commands;
}
