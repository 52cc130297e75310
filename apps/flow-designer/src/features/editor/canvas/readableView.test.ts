import { blankFlowStep } from '@atende/contract';
import { READABLE_ZOOM, readableFit, stepTarget } from './readableView';

const step = (id: number, x: number, y: number) => blankFlowStep(id, 1, `Step ${id}`, { x, y });

describe('the readable view', () => {
  const canvas = { width: 1200, height: 800 };

  it('fits a flow that stays readable, never closer than the zoom given', () => {
    const steps = [step(0, 100, 100), step(1, 480, 100), step(2, 480, 300)];
    const fit = readableFit(steps, canvas, 1);
    expect(fit).toEqual({
      x: 100 + (480 + 260 - 100) / 2,
      y: 100 + (300 + 120 - 100) / 2,
      zoom: 1,
    });
    expect(readableFit(steps, canvas, 0.8)?.zoom).toBe(0.8);
  });

  it('gives no fit for a flow too large to read whole (1,000 steps in two columns)', () => {
    const steps = Array.from({ length: 1000 }, (_, i) =>
      step(i, (i % 2) * 380, Math.floor(i / 2) * 200),
    );
    expect(readableFit(steps, canvas, 1)).toBeNull();
    expect(readableFit([], canvas, 1)).toBeNull();
    expect(readableFit(steps.slice(0, 4), { width: 0, height: 800 }, 1)).toBeNull();
  });

  it('centres one step at a zoom (the start of a large flow, at a readable size)', () => {
    expect(stepTarget(step(0, 100, 100), READABLE_ZOOM)).toEqual({ x: 230, y: 160, zoom: 0.5 });
  });
});
