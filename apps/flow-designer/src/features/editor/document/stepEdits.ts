import type { FlowStep } from '@atende/contract';
import {
  blankFlowStep,
  FLOW_START_STEP,
  roundFlowPosition,
  unpositionedStepPosition,
} from '@atende/contract';

/*
 * Pure edits of a flow's steps (the contract's wire type, never mutated: every edit returns a new
 * array and new objects only for the steps it changes, so memoised nodes of the others are kept).
 */

/** A canvas position. */
export interface StepPosition {
  x: number;
  y: number;
}

/** Editable fields of a step (its id and replies change through their own edits). */
export type StepPatch = Partial<Omit<FlowStep, 'step_Id' | 'transitions'>>;

/** Seed 001 §4: a new flow's only step, Start (type 1, id 0) at 100,100. */
export function newFlowSteps(): FlowStep[] {
  return [
    {
      ...blankStep(FLOW_START_STEP.step_Id, FLOW_START_STEP.step_Type, FLOW_START_STEP.step_Name, {
        x: FLOW_START_STEP.pos_X,
        y: FLOW_START_STEP.pos_Y,
      }),
      initial_Step: true,
    },
  ];
}

/** A blank step of `type` (empty fields, no replies) at a rounded position. */
export function blankStep(stepId: number, type: number, name: string, at: StepPosition): FlowStep {
  return { ...blankFlowStep(stepId, type, name, at), initial_Step: false };
}

/** The id a new step gets: one more than the largest (0 is Start's). */
export function nextStepId(steps: readonly FlowStep[]): number {
  return steps.reduce((max, step) => Math.max(max, step.step_Id), -1) + 1;
}

/** True when a step has never been placed (an import or an old flow: both coordinates 0). */
function unpositioned(step: FlowStep): boolean {
  return step.pos_X === 0 && step.pos_Y === 0 && !step.initial_Step;
}

/** The `index`-th automatic slot (the contract's `unpositionedStepPosition`). */
export function layoutSlot(index: number): StepPosition {
  const slot = unpositionedStepPosition(index);
  return { x: slot.pos_X, y: slot.pos_Y };
}

/** The first automatic slot no step occupies (for a step added without a position). */
export function freeSlot(steps: readonly FlowStep[]): StepPosition {
  const taken = new Set(steps.map((step) => `${step.pos_X},${step.pos_Y}`));
  for (let index = 0; ; index += 1) {
    const slot = layoutSlot(index);
    if (!taken.has(`${slot.x},${slot.y}`)) return slot;
  }
}

/**
 * Steps as loaded: positions rounded (seed 001 §4 "Step positions are rounded"), unpositioned steps
 * laid out in the free automatic slots.
 */
export function placeSteps(steps: readonly FlowStep[]): FlowStep[] {
  const placed = steps.map((step) => (unpositioned(step) ? step : roundedStep(step)));
  placed.forEach((step, index) => {
    if (!unpositioned(step)) return;
    const slot = freeSlot(placed);
    placed[index] = { ...step, pos_X: slot.x, pos_Y: slot.y };
  });
  return placed;
}

function roundedStep(step: FlowStep): FlowStep {
  const x = roundFlowPosition(step.pos_X);
  const y = roundFlowPosition(step.pos_Y);
  return x === step.pos_X && y === step.pos_Y ? step : { ...step, pos_X: x, pos_Y: y };
}

/** Applies `change` to the step `stepId` only. */
export function mapStep(
  steps: readonly FlowStep[],
  stepId: number,
  change: (step: FlowStep) => FlowStep,
): FlowStep[] {
  return steps.map((step) => (step.step_Id === stepId ? change(step) : step));
}

/** Moves steps to new positions, rounded. */
export function moveSteps(
  steps: readonly FlowStep[],
  moves: ReadonlyMap<number, StepPosition>,
): FlowStep[] {
  return steps.map((step) => {
    const to = moves.get(step.step_Id);
    return to ? roundedStep({ ...step, pos_X: to.x, pos_Y: to.y }) : step;
  });
}

/**
 * Removes steps (never the initial step). Replies that led to them keep their target, so the
 * problems panel reports them as transitions to a missing step until they are reconnected.
 */
export function removeSteps(steps: readonly FlowStep[], stepIds: readonly number[]): FlowStep[] {
  const gone = new Set(stepIds);
  return steps.filter((step) => step.initial_Step || !gone.has(step.step_Id));
}
