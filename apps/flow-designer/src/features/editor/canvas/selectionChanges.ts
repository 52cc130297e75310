import type { FlowStep } from '@atende/contract';
import type { NodeChange } from '@xyflow/react';

/**
 * The steps selected after React Flow's `select` changes (a click, a shift-click, the selection box,
 * a click on the pane), in the document's order; null when `changes` select nothing. Read from the
 * changes instead of React Flow's `onSelectionChange`, whose listener walks every node and connection
 * on each update of the canvas (a drag, a measurement, the 1,000 moves of an auto-layout).
 */
export function selectionAfter(
  steps: readonly FlowStep[],
  selection: readonly number[],
  changes: readonly NodeChange[],
): number[] | null {
  const picks = changes.filter((change) => change.type === 'select');
  if (picks.length === 0) return null;
  const selected = new Set(selection);
  for (const change of picks) {
    if (change.selected) selected.add(Number(change.id));
    else selected.delete(Number(change.id));
  }
  const next = steps.filter((step) => selected.has(step.step_Id)).map((step) => step.step_Id);
  const same = next.length === selection.length && next.every((id, i) => id === selection[i]);
  return same ? null : next;
}
