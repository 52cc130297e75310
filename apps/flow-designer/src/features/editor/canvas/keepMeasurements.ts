import type { StepNode } from './flowGraph';

const merged = new WeakMap<StepNode, StepNode>();

/**
 * The derived nodes with the sizes React Flow measured on the nodes shown so far (measurements live
 * in React Flow's state, never in the document; a node given without them would be measured again).
 */
export function keepMeasurements(
  derived: readonly StepNode[],
  shown: readonly StepNode[],
): StepNode[] {
  const measuredById = new Map(shown.map((node) => [node.id, node.measured]));
  return derived.map((node) => {
    const measured = measuredById.get(node.id);
    if (!measured) return node;
    const cached = merged.get(node);
    if (cached && cached.measured === measured) return cached;
    const withSize = { ...node, measured };
    merged.set(node, withSize);
    return withSize;
  });
}
