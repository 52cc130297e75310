import type { FlowStep } from '@atende/contract';
import type { Edge, Node } from '@xyflow/react';
import { FINAL_NEXT_STEP_ID } from '@atende/contract';
import type { ReplyRef } from '../document';

/** What a step node shows: the wire step itself and its marks. */
export type StepNodeData = {
  step: FlowStep;
  /** The last save check refused this step. */
  marked: boolean;
};

/** A React Flow node of one step (id = String(step_Id)). */
export type StepNode = Node<StepNodeData, 'step'>;

/** The node id of a step. */
const nodeIdOf = (stepId: number): string => String(stepId);

/** The output handle id of a step's `replyIndex`-th reply (one connection each). */
export const replyHandleId = (replyIndex: number): string => `reply-${replyIndex}`;

/** The reply index a handle id names, or null. */
export function replyIndexOf(handleId: string | null | undefined): number | null {
  const match = /^reply-(\d{1,4})$/.exec(handleId ?? '');
  return match ? Number(match[1]) : null;
}

/** The id of the edge of a reply's connection. */
export const connectionEdgeId = (ref: ReplyRef): string => `${ref.stepId}:${ref.replyIndex}`;

/** The reply whose connection an edge id names, or null. */
export function connectionOfEdgeId(edgeId: string | null | undefined): ReplyRef | null {
  const match = /^(\d{1,10}):(\d{1,4})$/.exec(edgeId ?? '');
  return match ? { stepId: Number(match[1]), replyIndex: Number(match[2]) } : null;
}

/** True for a final reply (seed 001 §4: "A transition with -1 is a final reply and is drawn in red"). */
export const isFinalReply = (nextStepId: number): boolean => nextStepId === FINAL_NEXT_STEP_ID;

/** Derives nodes and edges, reusing the objects of unchanged steps. */
export interface GraphDeriver {
  nodes(
    steps: readonly FlowStep[],
    selection: readonly number[],
    marked: readonly number[],
  ): StepNode[];
  edges(steps: readonly FlowStep[]): Edge[];
}

interface CachedNode {
  selected: boolean;
  marked: boolean;
  node: StepNode;
}

/** Names an edge for assistive technology (translated by the canvas). */
export type EdgeLabeller = (reply: string, from: FlowStep, to: string) => string;

/** Options of `createGraphDeriver`. */
interface GraphOptions {
  /**
   * Draw each reply's text on its connection (default). A large flow's canvas leaves it off: the text
   * is on the step's output already, and each drawn label costs an SVG text measurement (`getBBox`).
   * The connection keeps its accessible name either way.
   */
  edgeTexts?: boolean;
  /**
   * A large flow's estimate of a step's box and handles (`estimateStepGeometry`), carried by every
   * node: React Flow then renders only the visible steps, and measures each when it draws it
   * (`keepMeasurements` keeps its measure). Built into the node itself, so a move of every step (an
   * auto-layout) makes one new object per step, not two.
   */
  estimate?: (step: FlowStep) => Pick<Node, 'initialWidth' | 'initialHeight' | 'handles'>;
}

/**
 * Derives React Flow's nodes and edges from the document's steps. Nodes are cached per step object
 * (the document keeps untouched steps as the same objects), so an edit of one step makes one new
 * node and the memoised node components of the others do not render again;
 * edges are cached per step's replies (see below).
 */
export function createGraphDeriver(
  edgeLabel: EdgeLabeller,
  { edgeTexts = true, estimate }: GraphOptions = {},
): GraphDeriver {
  const nodeCache = new WeakMap<FlowStep, CachedNode>();
  // Edges depend on a step's id, name and replies, never on its position: cached per replies array
  // (a move or an auto-layout copies the step but keeps that array), so moving steps makes no new
  // edges, no new edge labels and no new list for React Flow.
  const edgeCache = new WeakMap<
    FlowStep['transitions'],
    { stepId: number; name: string; targets: (string | null)[]; edges: Edge[] }
  >();
  let lastParts: Edge[][] = [];
  let lastEdges: Edge[] = [];

  const nodeOf = (step: FlowStep, selected: boolean, marked: boolean): StepNode => {
    const cached = nodeCache.get(step);
    if (cached && cached.selected === selected && cached.marked === marked) return cached.node;
    const node: StepNode = {
      id: nodeIdOf(step.step_Id),
      type: 'step',
      position: { x: step.pos_X, y: step.pos_Y },
      data: { step, marked },
      selected,
      deletable: !step.initial_Step,
      ...estimate?.(step),
    };
    nodeCache.set(step, { selected, marked, node });
    return node;
  };

  const edgesOf = (step: FlowStep, names: ReadonlyMap<number, string>): Edge[] => {
    // Per reply: the target's name when it is drawn (a renamed or removed target makes new edges).
    const targets = step.transitions.map((reply) =>
      reply.next_Step_Id >= 0 ? (names.get(reply.next_Step_Id) ?? null) : null,
    );
    const cached = edgeCache.get(step.transitions);
    if (
      cached &&
      cached.stepId === step.step_Id &&
      cached.name === step.step_Name &&
      cached.targets.every((was, index) => was === targets[index])
    )
      return cached.edges;
    const edges: Edge[] = [];
    step.transitions.forEach((reply, index) => {
      // Seed 001 §4: "draws a connection for every transition whose next step id is 0 or more".
      const targetName = targets[index];
      if (targetName === null || targetName === undefined) return;
      edges.push({
        id: connectionEdgeId({ stepId: step.step_Id, replyIndex: index }),
        type: 'reply',
        source: nodeIdOf(step.step_Id),
        sourceHandle: replyHandleId(index),
        target: nodeIdOf(reply.next_Step_Id),
        ...(edgeTexts ? { label: reply.transition_Value } : {}),
        ariaLabel: edgeLabel(reply.transition_Value, step, targetName),
      });
    });
    edgeCache.set(step.transitions, { stepId: step.step_Id, name: step.step_Name, targets, edges });
    return edges;
  };

  return {
    nodes(
      steps: readonly FlowStep[],
      selection: readonly number[],
      marked: readonly number[],
    ): StepNode[] {
      const selectedIds = new Set(selection);
      const markedIds = new Set(marked);
      return steps.map((step) =>
        nodeOf(step, selectedIds.has(step.step_Id), markedIds.has(step.step_Id)),
      );
    },
    edges(steps: readonly FlowStep[]): Edge[] {
      const names = new Map(steps.map((step) => [step.step_Id, step.step_Name]));
      const parts = steps.map((step) => edgesOf(step, names));
      // The same edges as last time: the same list (React Flow then keeps its edge lookups).
      if (parts.length === lastParts.length && parts.every((part, i) => part === lastParts[i]))
        return lastEdges;
      lastParts = parts;
      lastEdges = parts.flat();
      return lastEdges;
    },
  };
}
