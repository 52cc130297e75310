// Copy, cut, paste and duplicate of flow steps as pure functions over the document's `steps`
// (issue 18, "Beyond the anchors": new ids, inner connections kept; connections to steps outside the
// selection dropped). The system clipboard is clipboardStorage's; the commands are editorCommands'.
import { FINAL_NEXT_STEP_ID, FLOW_LIMITS } from '@atende/contract';

/** The part of a transition (seed 001 §3) the clipboard reads. */
export interface ClipboardTransition {
  next_Step_Id: number;
}

/** The part of a step (seed 001 §3) the clipboard reads; the contract's `FlowStep` fits it. */
export interface ClipboardStep {
  step_Id: number;
  pos_X: number;
  pos_Y: number;
  initial_Step?: boolean | null;
  transitions: ClipboardTransition[];
}

/**
 * The next step of a reply whose connection was dropped: seed 001 §4, "Adding a reply adds ... a
 * transition with next_Step_Id 0, or -1 when marked final", so a pasted reply reads like a new one.
 */
export const DROPPED_NEXT_STEP_ID = 0;
/** How far each paste moves from the copied steps (or from an earlier paste), in canvas units. */
export const PASTE_OFFSET = 40;

/** What a copy or cut puts on the clipboard: the selected steps, in document order. */
export interface StepClip<S extends ClipboardStep> {
  steps: S[];
}

/** Whether a step is the flow's initial step (Start), which is never copied, cut or deleted. */
export function isInitialStep(step: ClipboardStep): boolean {
  return step.initial_Step === true || step.step_Id === 0;
}

/** The selected steps, less the initial step, as they are (ids and connections unchanged). */
export function copySteps<S extends ClipboardStep>(
  steps: readonly S[],
  selected: ReadonlySet<number>,
): StepClip<S> {
  return { steps: steps.filter((step) => selected.has(step.step_Id) && !isInitialStep(step)) };
}

/** Options of `pasteSteps`. */
export interface PasteOptions {
  /** Where the pasted group's top-left corner goes (e.g. the viewport's centre); default: offset. */
  at?: { x: number; y: number };
}

/** The result of a paste: the new document and the ids of the pasted steps (to select them). */
export interface PasteResult<S extends ClipboardStep> {
  steps: S[];
  pastedIds: number[];
}

function nextFreeId(steps: readonly ClipboardStep[]): number {
  let max = 0;
  for (const step of steps) if (step.step_Id > max) max = step.step_Id;
  return max + 1;
}

function shiftFor(
  existing: readonly ClipboardStep[],
  clip: readonly ClipboardStep[],
  options: PasteOptions,
): { dx: number; dy: number } {
  if (options.at) {
    const left = Math.min(...clip.map((s) => s.pos_X));
    const top = Math.min(...clip.map((s) => s.pos_Y));
    return { dx: Math.round(options.at.x - left), dy: Math.round(options.at.y - top) };
  }
  // Offset until no pasted step lies exactly on a step already there, so every copy is visible.
  const taken = new Set(existing.map((s) => `${s.pos_X},${s.pos_Y}`));
  let shift = PASTE_OFFSET;
  const collides = (d: number) => clip.some((s) => taken.has(`${s.pos_X + d},${s.pos_Y + d}`));
  while (collides(shift) && shift < PASTE_OFFSET * 1000) shift += PASTE_OFFSET;
  return { dx: shift, dy: shift };
}

/**
 * Adds the clip's steps to `existing` with new ids (after the largest id there), the connections
 * between copied steps remapped to the copies, connections to any other step dropped
 * (`DROPPED_NEXT_STEP_ID`), final replies kept, positions shifted so that the copies are visible.
 */
export function pasteSteps<S extends ClipboardStep>(
  existing: readonly S[],
  clip: StepClip<S>,
  options: PasteOptions = {},
): PasteResult<S> {
  const copied = clip.steps.filter((step) => !isInitialStep(step));
  // Nothing to paste, or more steps than a flow may have (FLOW_LIMITS.maxSteps): nothing pasted.
  if (copied.length === 0 || existing.length + copied.length > FLOW_LIMITS.maxSteps)
    return { steps: [...existing], pastedIds: [] };
  const firstId = nextFreeId(existing);
  const newIdOf = new Map(copied.map((step, index) => [step.step_Id, firstId + index]));
  const { dx, dy } = shiftFor(existing, copied, options);
  const pasted = copied.map((step) => ({
    ...step,
    step_Id: newIdOf.get(step.step_Id)!,
    initial_Step: false,
    pos_X: step.pos_X + dx,
    pos_Y: step.pos_Y + dy,
    transitions: step.transitions.map((t) => ({
      ...t,
      next_Step_Id:
        t.next_Step_Id === FINAL_NEXT_STEP_ID
          ? FINAL_NEXT_STEP_ID
          : (newIdOf.get(t.next_Step_Id) ?? DROPPED_NEXT_STEP_ID),
    })),
  }));
  return { steps: [...existing, ...pasted], pastedIds: pasted.map((step) => step.step_Id) };
}
