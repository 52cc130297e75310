// What the deleting commands act on: the removable steps of the selection, or one connection.
import type { FlowStep } from '@atende/contract';
import { isInitialStep } from '../clipboard';
import type { FlowDocumentState, FlowDocumentStore, ReplyRef } from '../editor/document';

/** Removable (cut, delete) steps of the selection: never the initial step. */
export function removableSelection(store: FlowDocumentStore): number[] {
  const { steps, selection } = store.getState();
  const chosen = new Set(selection);
  return steps
    .filter((step) => chosen.has(step.step_Id) && !isInitialStep(step))
    .map((s) => s.step_Id);
}

/** Whether a reply's connection is drawn: it leads to a step of this flow that exists. */
function drawn(steps: readonly FlowStep[], ref: ReplyRef): boolean {
  const reply = steps.find((step) => step.step_Id === ref.stepId)?.transitions[ref.replyIndex];
  return (
    reply !== undefined &&
    reply.next_Step_Id >= 0 &&
    steps.some((step) => step.step_Id === reply.next_Step_Id)
  );
}

/** The connection Delete acts on: the focused edge, else the first selected connection. */
export function connectionToDelete(
  state: Pick<FlowDocumentState, 'steps' | 'connectionSelection'>,
  focused: ReplyRef | null,
): ReplyRef | null {
  if (focused) return drawn(state.steps, focused) ? focused : null;
  return state.connectionSelection.find((ref) => drawn(state.steps, ref)) ?? null;
}
