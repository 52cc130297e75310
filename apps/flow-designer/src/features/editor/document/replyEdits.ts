import type { FlowStep, FlowTransition } from '@atende/contract';
import { FINAL_NEXT_STEP_ID } from '@atende/contract';
import { mapStep } from './stepEdits';

/*
 * Pure edits of a step's replies (seed 001 §4: each reply is an output holding one connection), in the
 * style of `stepEdits`: new objects only for the step they change.
 */

/** Seed 001 §4: "Each output holds only one connection; a new one replaces the old." */
export function connectReply(
  steps: readonly FlowStep[],
  stepId: number,
  replyIndex: number,
  targetId: number,
): FlowStep[] {
  const reply = steps.find((step) => step.step_Id === stepId)?.transitions[replyIndex];
  if (!reply || reply.next_Step_Id === targetId) return steps as FlowStep[];
  return mapStep(steps, stepId, (step) =>
    withReply(step, replyIndex, (reply) => ({ ...reply, next_Step_Id: targetId })),
  );
}

/**
 * The next step of a reply connected to nothing else: seed 001 §4, "Adding a reply adds an output and
 * a transition with next_Step_Id 0". The wire has no other "no target" value (-1 is final), and 0 is
 * Start's id, so such a reply is drawn to Start (§4: "a connection for every transition whose next
 * step id is 0 or more").
 */
export const UNCONNECTED_NEXT_STEP_ID = 0;

/** A reply of a step: its output on the canvas, holding one connection. */
export interface ReplyRef {
  stepId: number;
  replyIndex: number;
}

/**
 * Deletes a reply's connection: the reply keeps its output and goes back to the value of a new reply
 * (`UNCONNECTED_NEXT_STEP_ID`). A final reply, or one already unconnected, is left as it is.
 */
export function disconnectReply(
  steps: readonly FlowStep[],
  stepId: number,
  replyIndex: number,
): FlowStep[] {
  const reply = steps.find((step) => step.step_Id === stepId)?.transitions[replyIndex];
  if (!reply || isFinal(reply)) return steps as FlowStep[];
  return connectReply(steps, stepId, replyIndex, UNCONNECTED_NEXT_STEP_ID);
}

const isFinal = (reply: FlowTransition) => reply.next_Step_Id === FINAL_NEXT_STEP_ID;

/**
 * Seed 001 §4: "Adding a reply adds an output and a transition with next_Step_Id 0, or -1 when marked
 * final."
 */
export function addReply(
  steps: readonly FlowStep[],
  stepId: number,
  value: string,
  final: boolean,
): FlowStep[] {
  const reply: FlowTransition = {
    transition_Value: value,
    next_Flow_Id: 0,
    next_Step_Id: final ? FINAL_NEXT_STEP_ID : UNCONNECTED_NEXT_STEP_ID,
    variable_Value: '',
  };
  return mapStep(steps, stepId, (step) => ({ ...step, transitions: [...step.transitions, reply] }));
}

/** Changes one reply of a step. */
export function withReply(
  step: FlowStep,
  replyIndex: number,
  change: (reply: FlowTransition) => FlowTransition,
): FlowStep {
  if (!step.transitions[replyIndex]) return step;
  return {
    ...step,
    transitions: step.transitions.map((reply, index) =>
      index === replyIndex ? change(reply) : reply,
    ),
  };
}

/** Seed 001 §4: "Deleting a reply removes the output." */
export function removeReply(
  steps: readonly FlowStep[],
  stepId: number,
  replyIndex: number,
): FlowStep[] {
  return mapStep(steps, stepId, (step) => ({
    ...step,
    transitions: step.transitions.filter((_, index) => index !== replyIndex),
  }));
}

/** Whether two lists name the same replies in the same order. */
export function sameReplies(a: readonly ReplyRef[], b: readonly ReplyRef[]): boolean {
  return (
    a.length === b.length &&
    a.every(
      (ref, index) => ref.stepId === b[index]!.stepId && ref.replyIndex === b[index]!.replyIndex,
    )
  );
}
