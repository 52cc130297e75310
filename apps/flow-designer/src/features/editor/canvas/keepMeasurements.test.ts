import { blankFlowStep } from '@atende/contract';
import type { StepNode } from './flowGraph';
import { dropEstimates, keepMeasurements } from './keepMeasurements';
import { estimateStepGeometry } from './stepGeometry';

const nodeOf = (id: number): StepNode => ({
  id: String(id),
  type: 'step',
  position: { x: id * 380, y: 0 },
  data: { step: blankFlowStep(id, 1, `Step ${id}`, { x: id * 380, y: 0 }), marked: false },
});
const estimate = (node: StepNode) => estimateStepGeometry(node.data.step);

describe('the shown nodes of a large flow', () => {
  it('give React Flow an estimate for the steps it has not measured, and its measure for the others', () => {
    const derived = [nodeOf(0), nodeOf(1)];
    const opened = keepMeasurements(derived, [], estimate);
    // Handles given: React Flow need not render a step only to measure it.
    expect(opened.every((node) => node.handles && node.initialWidth && node.initialHeight)).toBe(
      true,
    );
    // The same estimated objects for the same derived nodes (React Flow keeps its internal nodes).
    expect(keepMeasurements(derived, [], estimate)).toEqual(opened);
    expect(keepMeasurements(derived, [], estimate)[0]).toBe(opened[0]);

    const shown = [{ ...opened[0]!, measured: { width: 243, height: 151 } }, opened[1]!];
    const next = keepMeasurements(derived, shown, estimate);
    expect(next[0]).toMatchObject({ measured: { width: 243, height: 151 } });
    expect(next[0]!.handles).toBeUndefined();
    expect(next[1]!.handles).toBeDefined();
  });

  it('lose their estimated handles once measured, so that the measured handles stay', () => {
    const opened = keepMeasurements([nodeOf(0), nodeOf(1)], [], estimate);
    const measured = opened.map((node) => ({ ...node, measured: { width: 243, height: 151 } }));
    const kept = dropEstimates(measured, new Set(['1']));
    expect(kept[0]!.handles).toBeDefined();
    expect(kept[1]!.handles).toBeUndefined();
    expect(kept[1]!.measured).toEqual({ width: 243, height: 151 });
    expect(dropEstimates(measured, new Set())).toBe(measured);
  });

  it('carry no estimate in a small flow (React Flow measures every step it renders)', () => {
    const derived = [nodeOf(0)];
    expect(keepMeasurements(derived, [])[0]).toBe(derived[0]);
  });
});
