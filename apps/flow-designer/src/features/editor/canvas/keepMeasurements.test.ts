import { blankFlowStep } from '@atende/contract';
import { createGraphDeriver, type StepNode } from './flowGraph';
import { dropEstimates, keepMeasurements } from './keepMeasurements';
import { estimateStepGeometry } from './stepGeometry';

const stepOf = (id: number) => blankFlowStep(id, 1, `Step ${id}`, { x: id * 380, y: 0 });
const label = () => 'connection';
/** A large flow's nodes: derived with their estimated box and handles. */
const largeNodes = (steps = [stepOf(0), stepOf(1)]) =>
  createGraphDeriver(label, { edgeTexts: false, estimate: estimateStepGeometry }).nodes(
    steps,
    [],
    [],
  );

describe('the shown nodes of a large flow', () => {
  it('carry an estimate for the steps React Flow has not measured, and its measure for the others', () => {
    const derived = largeNodes();
    const opened = keepMeasurements(derived, []);
    // Handles given: React Flow need not render a step only to measure it.
    expect(opened.every((node) => node.handles && node.initialWidth && node.initialHeight)).toBe(
      true,
    );
    // The derived objects themselves (React Flow keeps its internal nodes).
    expect(opened[0]).toBe(derived[0]);

    const shown: StepNode[] = [
      { ...opened[0]!, measured: { width: 243, height: 151 } },
      opened[1]!,
    ];
    const next = keepMeasurements(derived, shown);
    expect(next[0]).toMatchObject({ measured: { width: 243, height: 151 } });
    expect(next[0]!.handles).toBeUndefined();
    expect(next[1]).toBe(derived[1]);
    // The same merged object while the measure and the derived node stay.
    expect(keepMeasurements(derived, next)[0]).toBe(next[0]);
  });

  it('make one object per step when every step moves (an auto-layout)', () => {
    const steps = [stepOf(0), stepOf(1)];
    const deriver = createGraphDeriver(label, { estimate: estimateStepGeometry });
    const before = deriver.nodes(steps, [], []);
    const moved = deriver.nodes(
      steps.map((step) => ({ ...step, pos_X: step.pos_X + 10 })),
      [],
      [],
    );
    const shown = keepMeasurements(moved, before);
    expect(shown[0]).toBe(moved[0]);
    expect(shown[0]!.position).toEqual({ x: 10, y: 0 });
    expect(shown[0]!.handles).toEqual(before[0]!.handles);
  });

  it('lose their estimated handles once measured, so that the measured handles stay', () => {
    const opened = keepMeasurements(largeNodes(), []);
    const measured = opened.map((node) => ({ ...node, measured: { width: 243, height: 151 } }));
    const kept = dropEstimates(measured, new Set(['1']));
    expect(kept[0]!.handles).toBeDefined();
    expect(kept[1]!.handles).toBeUndefined();
    expect(kept[1]!.measured).toEqual({ width: 243, height: 151 });
    expect(dropEstimates(measured, new Set())).toBe(measured);
  });

  it('carry no estimate in a small flow (React Flow measures every step it renders)', () => {
    const derived = createGraphDeriver(label).nodes([stepOf(0)], [], []);
    expect(keepMeasurements(derived, [])[0]).toBe(derived[0]);
    expect(derived[0]!.handles).toBeUndefined();
  });
});
