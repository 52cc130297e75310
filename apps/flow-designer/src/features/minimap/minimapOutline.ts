// The overview of a large flow as two SVG paths (every step, the selected ones) instead of React
// Flow's one rectangle component per step: moving 1,000 steps (an auto-layout) then changes two
// attributes, not 2,000, and the browser restyles two elements, not 1,000.
import type { InternalNode, ReactFlowState } from '@xyflow/react';
import { knownStepSize } from '../editor/canvas/stepGeometry';

/** An area in flow coordinates. */
export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The drawn steps: path data of all of them and of the selected ones, and the area they cover. */
export interface Outline {
  steps: string;
  selected: string;
  bounds: Rect | null;
}

/**
 * The outline of the shown (not hidden) steps, as React Flow's MiniMap draws them: those with a size
 * (one rectangle each, rounded to the flow pixel); the bounds cover every shown step.
 */
export function outlineOf(nodes: Iterable<InternalNode>): Outline {
  const all: string[] = [];
  const selected: string[] = [];
  let left = Infinity;
  let top = Infinity;
  let right = -Infinity;
  let bottom = -Infinity;
  for (const node of nodes) {
    if (node.hidden) continue;
    const { x, y } = node.internals.positionAbsolute;
    const size = knownStepSize(node);
    const width = size?.width ?? 0;
    const height = size?.height ?? 0;
    left = Math.min(left, x);
    top = Math.min(top, y);
    right = Math.max(right, x + width);
    bottom = Math.max(bottom, y + height);
    if (!size) continue;
    const rect = `M${Math.round(x)},${Math.round(y)}h${Math.round(width)}v${Math.round(height)}h${-Math.round(width)}z`;
    all.push(rect);
    if (node.selected) selected.push(rect);
  }
  const bounds =
    left === Infinity ? null : { x: left, y: top, width: right - left, height: bottom - top };
  return { steps: all.join(''), selected: selected.join(''), bounds };
}

const outlines = new WeakMap<object, Outline>();

/**
 * React Flow's store → the outline, computed once per node list (every change of the steps, their
 * sizes or the selection makes a new list; a pan or a zoom does not).
 */
export function selectOutline(state: ReactFlowState): Outline {
  let outline = outlines.get(state.nodes);
  if (!outline) {
    outline = outlineOf(state.nodeLookup.values());
    outlines.set(state.nodes, outline);
  }
  return outline;
}

/** The canvas's visible area in flow coordinates. */
export function selectView(state: ReactFlowState): Rect {
  const [x, y, zoom] = state.transform;
  return { x: -x / zoom, y: -y / zoom, width: state.width / zoom, height: state.height / zoom };
}

/** Same area (the view selector makes a new object on every store change). */
export const sameRect = (a: Rect, b: Rect) =>
  a.x === b.x && a.y === b.y && a.width === b.width && a.height === b.height;
