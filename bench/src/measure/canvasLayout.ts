// The auto-layout gesture of the large-flow scenario: a click on the editor's button, timed in the
// page to the first frame after the layout applied, with the long tasks and the longest frame.
import type { Page } from 'playwright-core';
import { readLongTasks, recordLongTasks, type LongTask } from './canvasOpen';
import { startProfile } from './cpuProfile';

interface LayoutWatch {
  clickAt: number;
  doneAt: number;
  appliedAt: number;
  /** The longest interval between two frames from the click until 0.5 s after `appliedAt`. */
  longestFrameMs: number;
}

/** Runs in the page: the next click on `label`'s button, and the first frame after `doneText` shows. */
function watchLayout(args: { label: string; doneText: string }): void {
  const watch: LayoutWatch = { clickAt: 0, doneAt: 0, appliedAt: 0, longestFrameMs: 0 };
  (window as unknown as { __benchLayout: LayoutWatch }).__benchLayout = watch;
  // Frame to frame, a figure below the long tasks' 50 ms threshold: how close the apply comes to it.
  const frames = (last: number) => (now: number) => {
    watch.longestFrameMs = Math.max(watch.longestFrameMs, now - last);
    if (watch.appliedAt === 0 || now < watch.appliedAt + 500) requestAnimationFrame(frames(now));
  };
  const onClick = (event: Event) => {
    const button = (event.target as Element).closest('button');
    if (button?.getAttribute('aria-label') !== args.label) return;
    watch.clickAt = performance.now();
    document.removeEventListener('click', onClick, true);
    requestAnimationFrame((first) => requestAnimationFrame(frames(first)));
  };
  document.addEventListener('click', onClick, true);
  // Only the added nodes' text is read (textContent: no layout), so the watch costs the page nothing.
  const observer = new MutationObserver((records) => {
    if (watch.clickAt === 0) return;
    const shown = records.some((record) =>
      [...record.addedNodes].some((node) => node.textContent?.includes(args.doneText)),
    );
    if (!shown) return;
    observer.disconnect();
    watch.doneAt = performance.now();
    requestAnimationFrame((t) => (watch.appliedAt = t));
  });
  observer.observe(document.body, { childList: true, subtree: true });
}

/** One auto-layout, timed from the click to the first frame after the layout was applied. */
export interface LayoutRun {
  ms: number;
  /** Long tasks from the click until 0.5 s after (start from the click, duration). */
  longTasks: LongTask[];
  /** The longest interval between two frames from the click until 0.5 s after it applied. */
  longestFrameMs: number;
  /** Step nodes in the DOM after it (only the visible ones render above 200 steps). */
  nodesInDom: number;
  /** Connections in the DOM after it (those whose box meets the view, above 200 steps). */
  edgesInDom: number;
}

/**
 * Clicks the auto-layout button (`label`, its accessible name) and times it in the page: from the click
 * to the first animation frame after the editor's "arranged" message (`doneText`), which it shows once
 * the new positions are in the document, after the canvas drew them. Long tasks from the click until
 * 0.5 s after count against it.
 */
export async function autoLayout(
  page: Page,
  label: string,
  doneText: string,
  profileName = 'layout',
): Promise<LayoutRun> {
  await recordLongTasks(page);
  await page.evaluate(watchLayout, { label, doneText });
  const profile = await startProfile(page, profileName);
  await page.getByRole('button', { name: label }).click();
  const handle = await page.waitForFunction(
    () => {
      const watch = (window as unknown as { __benchLayout: LayoutWatch }).__benchLayout;
      return watch.appliedAt > 0 && performance.now() > watch.appliedAt + 800 ? watch : null;
    },
    undefined,
    { timeout: 60_000, polling: 100 },
  );
  const watch = (await handle.jsonValue()) as LayoutWatch;
  await profile.stop();
  const [nodesInDom, edgesInDom] = await page.evaluate(() => [
    document.querySelectorAll('.react-flow__node').length,
    document.querySelectorAll('.react-flow__edge').length,
  ]);
  const tasks = (await readLongTasks(page)).filter(
    (task) => task.start + task.duration >= watch.clickAt && task.start <= watch.appliedAt + 500,
  );
  return {
    ms: Math.round(watch.appliedAt - watch.clickAt),
    longestFrameMs: Math.round(watch.longestFrameMs * 10) / 10,
    longTasks: tasks.map((task) => ({
      start: Math.round(task.start - watch.clickAt),
      duration: Math.round(task.duration),
    })),
    nodesInDom,
    edgesInDom,
  };
}
