// Messages between the page and the layout worker (no import: the worker bundles this file).
import type { LayoutNode, LayoutPositions } from './layoutGraph';

/** Page → worker: the steps to lay out. */
export interface LayoutRequest {
  nodes: LayoutNode[];
}

/** Worker → page: the positions, or a failure. */
export type LayoutReply = { type: 'done'; positions: LayoutPositions } | { type: 'error' };
