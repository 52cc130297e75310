import type { Page } from 'playwright-core';
import { startProfile } from './cpuProfile';
import { navigateInApp } from './shellJourney';

/** A task over 50 ms on the page's main thread (a `longtask` entry), in ms since navigation start. */
export interface LongTask {
  start: number;
  duration: number;
}

/** One animation frame of the canvas while it opens. */
interface CanvasFrame {
  t: number;
  /** Step nodes in the DOM measured by React Flow (`visibility: visible`) and not yet measured. */
  visible: number;
  hidden: number;
  /** The viewport's CSS transform (pan and zoom). */
  transform: string;
}

interface BenchPage {
  longTasks: LongTask[];
  open?: { startAt: number; frames: CanvasFrame[]; stop: boolean };
}

/**
 * Runs in the page: from now on keeps every long task of the main thread (once per page), and, when
 * `open` is true, records every animation frame's nodes and viewport (`CanvasFrame`) until stopped.
 */
function installRecorder(open: boolean): void {
  const w = window as unknown as { __bench?: BenchPage };
  if (!w.__bench) {
    const bench: BenchPage = { longTasks: [] };
    w.__bench = bench;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries())
        bench.longTasks.push({ start: e.startTime, duration: e.duration });
    }).observe({ type: 'longtask', buffered: false });
  }
  if (!open) return;
  const record = { startAt: performance.now(), frames: [] as CanvasFrame[], stop: false };
  w.__bench.open = record;
  const tick = (t: number) => {
    if (record.stop) return;
    let visible = 0;
    let hidden = 0;
    for (const node of document.querySelectorAll<HTMLElement>('.react-flow__node')) {
      if (node.style.visibility === 'hidden') hidden += 1;
      else visible += 1;
    }
    const viewport = document.querySelector<HTMLElement>('.react-flow__viewport');
    record.frames.push({ t, visible, hidden, transform: viewport?.style.transform ?? '' });
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
}

/** The long tasks recorded so far (`installRecorder`). */
export function readLongTasks(page: Page): Promise<LongTask[]> {
  return page.evaluate(
    () => (window as unknown as { __bench?: BenchPage }).__bench?.longTasks ?? [],
  );
}

/** Starts keeping the page's long tasks (idempotent). */
export async function recordLongTasks(page: Page): Promise<void> {
  await page.evaluate(installRecorder, false);
}

/** A quiet window: interactive once no long task runs or starts for this long (as TTI's, shorter). */
export const QUIET_MS = 500;

/**
 * The first moment from `from` on with no long task running and none starting within `QUIET_MS`
 * (Time to Interactive's rule, with a 0.5 s window): the main thread would then answer a pointerdown
 * at once.
 */
function quietFrom(from: number, tasks: readonly LongTask[]): number {
  let at = from;
  for (let moved = true; moved;) {
    moved = false;
    for (const task of tasks) {
      const end = task.start + task.duration;
      if (task.start < at + QUIET_MS && end > at) {
        at = end;
        moved = true;
      }
    }
  }
  return at;
}

/** How a large flow opened (ms from the in-app navigation). */
export interface CanvasOpen {
  /** First frame with every rendered step measured and the viewport at its final (fitted) place. */
  shownMs: number;
  /** `shownMs`, pushed past the long tasks until a quiet window (`quietFrom`): the canvas takes a drag. */
  interactiveMs: number;
  /** Nodes in the DOM at the end (React Flow renders only the visible ones above 200 steps). */
  nodesInDom: number;
  longTasks: LongTask[];
}

/**
 * Opens `path` inside the app (history push, as a click on a flow does) and times it: navigation to
 * the canvas drawn at its final place (`shownMs`), and to interactive (`interactiveMs`: drawn, and
 * the main thread quiet for 0.5 s). `ready` is a selector that shows once the flow's steps are drawn.
 * With `BENCH_PROFILE_DIR`, the page's CPU profile is written as `<profileName>.cpuprofile`.
 */
export async function openCanvas(
  page: Page,
  path: string,
  ready: string,
  profileName = 'open',
): Promise<CanvasOpen> {
  await page.evaluate(installRecorder, true);
  const startAt = await page.evaluate(
    () => (window as unknown as { __bench: BenchPage }).__bench.open!.startAt,
  );
  const profile = await startProfile(page, profileName);
  await navigateInApp(page, path);
  await page.locator(ready).first().waitFor({ state: 'attached', timeout: 60_000 });
  const deadline = Date.now() + 60_000;
  for (;;) {
    const state = await page.evaluate(() => {
      const bench = (window as unknown as { __bench: BenchPage }).__bench;
      return { frames: bench.open!.frames, tasks: bench.longTasks, now: performance.now() };
    });
    const last = state.frames.at(-1);
    const shown = state.frames.find(
      (f) => f.visible > 0 && f.hidden === 0 && f.transform === last?.transform,
    );
    if (shown && last) {
      const interactive = quietFrom(shown.t, state.tasks);
      // Long task entries arrive a little after the task: wait 0.3 s beyond the quiet window.
      if (state.now >= interactive + QUIET_MS + 300 && last.transform === shown.transform) {
        await page.evaluate(() => {
          (window as unknown as { __bench: BenchPage }).__bench.open!.stop = true;
        });
        await profile.stop();
        return {
          shownMs: shown.t - startAt,
          interactiveMs: interactive - startAt,
          nodesInDom: last.visible + last.hidden,
          // Long tasks since the navigation, their starts from it.
          longTasks: state.tasks
            .filter((task) => task.start + task.duration >= startAt)
            .map((task) => ({ start: task.start - startAt, duration: task.duration })),
        };
      }
    }
    if (Date.now() > deadline) throw new Error(`${path}: the canvas did not settle within 60 s.`);
    await page.waitForTimeout(100);
  }
}
