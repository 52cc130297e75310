import type { StepNode } from './flowGraph';
import type { StepGeometry } from './stepGeometry';

const merged = new WeakMap<StepNode, StepNode>();
const estimated = new WeakMap<StepNode, StepNode>();

/**
 * The derived nodes with the sizes React Flow measured on the nodes shown so far (measurements live
 * in React Flow's state, never in the document; a node given without them would be measured again).
 * With `estimate` (a large flow), a node not measured yet carries its estimated size and handles, so
 * that React Flow does not render it only to measure it (`estimateStepGeometry`).
 */
export function keepMeasurements(
  derived: readonly StepNode[],
  shown: readonly StepNode[],
  estimate?: (node: StepNode) => StepGeometry,
): StepNode[] {
  const measuredById = new Map(shown.map((node) => [node.id, node.measured]));
  return derived.map((node) => {
    const measured = measuredById.get(node.id);
    if (!measured?.width) return estimate ? withEstimate(node, estimate) : node;
    const cached = merged.get(node);
    if (cached && cached.measured === measured) return cached;
    const withSize = { ...node, measured };
    merged.set(node, withSize);
    return withSize;
  });
}

function withEstimate(node: StepNode, estimate: (node: StepNode) => StepGeometry): StepNode {
  let cached = estimated.get(node);
  if (!cached) {
    cached = { ...node, ...estimate(node) };
    estimated.set(node, cached);
  }
  return cached;
}

/**
 * The shown nodes once React Flow measured `ids`: their estimated handles go, so that it keeps the
 * handles it measured (a node given with `handles` would have them replace the measured ones).
 */
export function dropEstimates(shown: StepNode[], ids: ReadonlySet<string>): StepNode[] {
  if (ids.size === 0) return shown;
  return shown.map((node) => {
    if (!ids.has(node.id) || !node.handles) return node;
    const measuredOnly = { ...node };
    delete measuredOnly.handles;
    return measuredOnly;
  });
}
