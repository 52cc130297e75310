import type { Page } from 'playwright-core';
import { QUIET_MS, recordLongTasks, type LongTask } from './canvasOpen';
import { quantile } from './table';

interface FrameSampler {
  intervals: number[];
  stop: boolean;
}

/** Runs in the page: from now, every animation frame's interval since the previous one (ms). */
function sampleFrames(): void {
  const sampler: FrameSampler = { intervals: [], stop: false };
  (window as unknown as { __benchSampler: FrameSampler }).__benchSampler = sampler;
  let last = -1;
  const tick = (t: number) => {
    if (sampler.stop) return;
    if (last >= 0) sampler.intervals.push(t - last);
    last = t;
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
}

/** A drag of one step, as the page drew it. */
export interface DragRun {
  stepId: string;
  /** Frame intervals from the press to the release (ms). */
  frames: number[];
  medianFrameMs: number;
  medianFps: number;
  longestFrameMs: number;
  /** Frames over 50 ms. */
  longFrames: number;
  /** Mouse moves sent, and the node's screen shift at the end (px). */
  moves: number;
  movedPx: number;
}

/** The step node nearest the canvas's centre that React Flow lets drag (id and its centre on screen). */
async function stepNearCentre(page: Page): Promise<{ id: string; x: number; y: number }> {
  const found = await page.evaluate(() => {
    const pane = document.querySelector('.react-flow')!.getBoundingClientRect();
    const cx = pane.x + pane.width / 2;
    const cy = pane.y + pane.height / 2;
    let best: { id: string; x: number; y: number; d: number } | null = null;
    for (const node of document.querySelectorAll<HTMLElement>('.react-flow__node.draggable')) {
      const r = node.getBoundingClientRect();
      const x = r.x + r.width / 2;
      const y = r.y + r.height / 2;
      const d = Math.hypot(x - cx, y - cy);
      if (r.width > 0 && (!best || d < best.d)) best = { id: node.dataset.id ?? '', x, y, d };
    }
    return best;
  });
  if (!found) throw new Error('No draggable step on the canvas.');
  return found;
}

const nodeBox = (page: Page, id: string) =>
  page.locator(`.react-flow__node[data-id="${id}"]`).boundingBox();

/**
 * Drags the step nearest the canvas's centre with Playwright's mouse (press, `moves` moves of 4 px
 * down and right, release) while the page records every animation frame's interval. Fails if the step
 * did not follow the pointer.
 */
export async function dragStep(page: Page, moves = 60): Promise<DragRun> {
  const step = await stepNearCentre(page);
  const before = await nodeBox(page, step.id);
  await page.mouse.move(step.x, step.y);
  await page.evaluate(sampleFrames);
  await page.mouse.down();
  for (let i = 1; i <= moves; i += 1) await page.mouse.move(step.x + i * 4, step.y + i * 4);
  await page.mouse.up();
  const frames = await page.evaluate(() => {
    const sampler = (window as unknown as { __benchSampler: FrameSampler }).__benchSampler;
    sampler.stop = true;
    return sampler.intervals;
  });
  const after = await nodeBox(page, step.id);
  const movedPx =
    before && after ? Math.round(Math.hypot(after.x - before.x, after.y - before.y)) : 0;
  if (movedPx < moves) throw new Error(`Step ${step.id} did not follow the drag (${movedPx} px).`);
  const median = quantile(frames, 0.5);
  return {
    stepId: step.id,
    frames,
    medianFrameMs: Math.round(median * 10) / 10,
    medianFps: Math.round((1000 / median) * 10) / 10,
    longestFrameMs: Math.round(Math.max(...frames) * 10) / 10,
    longFrames: frames.filter((f) => f > 50).length,
    moves,
    movedPx,
  };
}

/** Waits until the page's main thread had no long task for 0.5 s (after a gesture, before the next). */
export async function waitForQuiet(page: Page): Promise<void> {
  await recordLongTasks(page);
  await page.waitForFunction(
    ({ quietMs }) => {
      const tasks =
        (window as unknown as { __bench?: { longTasks: LongTask[] } }).__bench?.longTasks ?? [];
      const last = tasks.at(-1);
      return !last || performance.now() > last.start + last.duration + quietMs + 300;
    },
    { quietMs: QUIET_MS },
    { timeout: 60_000, polling: 100 },
  );
}
