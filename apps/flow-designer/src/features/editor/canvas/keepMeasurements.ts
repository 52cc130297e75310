import type { StepNode } from './flowGraph';

const merged = new WeakMap<StepNode, StepNode>();

/**
 * The derived nodes with the sizes React Flow measured on the nodes shown so far (measurements live
 * in React Flow's state, never in the document; a node given without them would be measured again).
 * A measured node leaves out a large flow's estimated handles (React Flow keeps the handles it
 * measured: a node given with `handles` would have them replace the measured ones); the others are
 * given as derived, with their estimate when they carry one (`GraphOptions.estimate`).
 */
export function keepMeasurements(
  derived: readonly StepNode[],
  shown: readonly StepNode[],
): StepNode[] {
  const measuredById = new Map<string, NonNullable<StepNode['measured']>>();
  for (const node of shown) if (node.measured?.width) measuredById.set(node.id, node.measured);
  if (measuredById.size === 0) return derived.slice();
  return derived.map((node) => {
    const measured = measuredById.get(node.id);
    if (!measured) return node;
    const cached = merged.get(node);
    if (cached && cached.measured === measured) return cached;
    const withSize: StepNode = { ...node, measured };
    delete withSize.handles;
    merged.set(node, withSize);
    return withSize;
  });
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
