// The auto-layout itself (issue 18: "auto-layout (elkjs in a Web Worker, one undoable action)"):
// the ELK graph of the steps and their connections, laid out by ELK's layered algorithm. The page
// passes ELK's API over the layout worker (layoutSteps); tests pass ELK running in their thread.
import type { ElkNode } from 'elkjs/lib/elk-api';

/** The part of an ELK instance the layout uses (`elk-api` over a worker, or `elk.bundled`). */
export interface ElkLike {
  layout(graph: ElkNode): Promise<ElkNode>;
}

/** A step as the layout sees it: its id, size on the canvas and the steps its replies lead to. */
export interface LayoutNode {
  id: number;
  width: number;
  height: number;
  targets: number[];
}

/** Where each step goes (its top-left corner, rounded: seed 001 §4 "Step positions are rounded"). */
export type LayoutPositions = Record<number, { x: number; y: number }>;

/** Where the laid-out graph starts: the initial step's place of seed 001 §4 (100,100). */
export const LAYOUT_ORIGIN = { x: 100, y: 100 };

/** ELK options: layered, left to right (replies are outputs on the right), room for the edges. */
const LAYOUT_OPTIONS = {
  'elk.algorithm': 'layered',
  'elk.direction': 'RIGHT',
  'elk.spacing.nodeNode': '60',
  'elk.layered.spacing.nodeNodeBetweenLayers': '120',
  // Speed over polish: 1,000 steps in about 1.2 s instead of 6.6 s (measured on this repo's CI
  // machine); React Flow draws the edges itself, so ELK's routing only needs to be cheap.
  'elk.layered.thoroughness': '1',
  'elk.layered.nodePlacement.strategy': 'BRANDES_KOEPF',
  'elk.layered.crossingMinimization.greedySwitch.type': 'OFF',
  'elk.edgeRouting': 'POLYLINE',
};

/** The ELK graph of the steps: connections to missing steps, to itself or final (-1) are left out. */
export function elkGraphOf(nodes: readonly LayoutNode[]): ElkNode {
  const ids = new Set(nodes.map((node) => node.id));
  const edges: NonNullable<ElkNode['edges']> = [];
  for (const node of nodes) {
    const seen = new Set<number>();
    for (const target of node.targets) {
      if (target === node.id || !ids.has(target) || seen.has(target)) continue;
      seen.add(target);
      edges.push({
        id: `${node.id}>${target}`,
        sources: [String(node.id)],
        targets: [String(target)],
      });
    }
  }
  return {
    id: 'flow',
    layoutOptions: LAYOUT_OPTIONS,
    children: nodes.map((node) => ({
      id: String(node.id),
      width: node.width,
      height: node.height,
    })),
    edges,
  };
}

/** Lays the steps out with `elk`; resolves to the new position of every step. */
export async function layoutNodes(
  nodes: readonly LayoutNode[],
  elk: ElkLike,
): Promise<LayoutPositions> {
  if (nodes.length === 0) return {};
  const laidOut = await elk.layout(elkGraphOf(nodes));
  const children = laidOut.children ?? [];
  // ELK leaves a padding around the graph: the top-left step goes exactly to the origin.
  const left = Math.min(...children.map((child) => child.x ?? 0));
  const top = Math.min(...children.map((child) => child.y ?? 0));
  const positions: LayoutPositions = {};
  for (const child of children) {
    positions[Number(child.id)] = {
      x: Math.round(LAYOUT_ORIGIN.x + (child.x ?? 0) - left),
      y: Math.round(LAYOUT_ORIGIN.y + (child.y ?? 0) - top),
    };
  }
  return positions;
}
