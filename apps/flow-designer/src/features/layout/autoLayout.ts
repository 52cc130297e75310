// Auto-layout of the open flow as one undoable edit (issue 18): the steps' sizes as React Flow
// measured them, the positions from the layout worker, then one `replaceSteps('autoLayout')`.
import type { FlowStep } from '@atende/contract';
import type { FlowDocumentStore } from '../editor/document';
import type { LayoutNode, LayoutPositions } from './layoutGraph';
import { layoutSteps, type LayoutOptions, type LayoutSession } from './layoutSteps';

/** A step's size before React Flow measured it (the node's default width and height). */
export const DEFAULT_STEP_SIZE = { width: 260, height: 120 };

/** What the layout needs of the steps: id, measured size (or the default), reply targets. */
function layoutNodesOf(
  steps: readonly FlowStep[],
  sizeOf: (stepId: number) => { width: number; height: number } | undefined = () => undefined,
): LayoutNode[] {
  return steps.map((step) => {
    const size = sizeOf(step.step_Id) ?? DEFAULT_STEP_SIZE;
    return {
      id: step.step_Id,
      width: size.width,
      height: size.height,
      targets: step.transitions.map((transition) => transition.next_Step_Id),
    };
  });
}

/** The steps at their new positions (the others, and unmoved ones, unchanged). */
function placedSteps(steps: readonly FlowStep[], positions: LayoutPositions): FlowStep[] {
  return steps.map((step) => {
    const to = positions[step.step_Id];
    return to && (to.x !== step.pos_X || to.y !== step.pos_Y)
      ? { ...step, pos_X: to.x, pos_Y: to.y }
      : step;
  });
}

/** Options of `autoLayoutDocument`. */
export interface AutoLayoutOptions extends LayoutOptions {
  /** The editor's layout worker (default: one of its own, ended after). */
  session?: LayoutSession;
  /**
   * Called in the same task as the edit, before React renders it: the editor moves its view there,
   * so that the canvas renders once, at the new positions and the new view.
   */
  onApplied?: () => void;
}

/**
 * Lays out the document's steps in the worker (the editor's `session`, or one of its own) and
 * applies the result as one edit (undone at once).
 * An edit made while the worker ran wins: the layout is then dropped and false returned.
 */
export async function autoLayoutDocument(
  store: FlowDocumentStore,
  sizeOf?: (stepId: number) => { width: number; height: number } | undefined,
  options: AutoLayoutOptions = {},
): Promise<boolean> {
  const before = store.getState();
  if (before.readOnly || before.steps.length === 0) return false;
  const nodes = layoutNodesOf(before.steps, sizeOf);
  const positions = await (options.session
    ? options.session.layout(nodes, options)
    : layoutSteps(nodes, options));
  const now = store.getState();
  if (now.steps !== before.steps || now.readOnly) return false;
  store.getState().replaceSteps(placedSteps(now.steps, positions), 'autoLayout');
  options.onApplied?.();
  return true;
}
