import type { Page } from 'playwright-core';
import { quantile } from './table';

/** What `scrollThrough` asks of the page. */
export interface ScrollRequest {
  /** The scroll container (the element whose scrollTop moves). */
  scroller: string;
  /** The rows of the list, counted inside the scroller every frame. */
  rows: string;
  direction: 'down' | 'up';
  /** Gives up (reachedEnd false) after this long. */
  timeoutMs: number;
}

/** A scroll from one end of a list to the other, as recorded in the page. */
export interface ScrollRun {
  /** Intervals between consecutive animation frames while scrolling (ms). */
  frames: number[];
  /** From the first frame that moved to the first frame at the far end (ms). */
  totalMs: number;
  /** Wheel events sent (each a viewport height). */
  steps: number;
  /** The distance scrolled (px, from the start offset to the end). */
  distance: number;
  /** The most and fewest rows in the DOM in any frame. */
  maxRows: number;
  minRows: number;
  reachedEnd: boolean;
  /** The scroller's height and scrollable height at the end (px). */
  clientHeight: number;
  scrollHeight: number;
}

/** What the page keeps while `recordFramesInPage` runs. */
interface FrameRecord {
  frames: number[];
  started: number;
  endAt: number;
  done: boolean;
  maxRows: number;
  minRows: number;
  startOffset: number;
  endOffset: number;
  clientHeight: number;
  scrollHeight: number;
}

/**
 * Runs in the page: from now, every animation frame, records the interval since the previous frame
 * (the time the browser needed to handle the scroll, re-render the virtualised window, lay out and
 * paint) once the scroller started moving, and the number of rows in the DOM. Done once the scroller
 * stayed at its far end for three frames (a virtualiser that measures rows may still move it).
 */
function recordFramesInPage(request: Omit<ScrollRequest, 'timeoutMs'>): void {
  const el = document.querySelector<HTMLElement>(request.scroller);
  if (!el) throw new Error(`no element ${request.scroller}`);
  const atEnd = () =>
    request.direction === 'down'
      ? el.scrollTop + el.clientHeight >= el.scrollHeight - 1
      : el.scrollTop <= 0;
  const record: FrameRecord = {
    frames: [],
    started: -1,
    endAt: -1,
    done: false,
    maxRows: 0,
    minRows: Number.POSITIVE_INFINITY,
    startOffset: el.scrollTop,
    endOffset: el.scrollTop,
    clientHeight: el.clientHeight,
    scrollHeight: el.scrollHeight,
  };
  (window as unknown as { __benchFrames: FrameRecord }).__benchFrames = record;
  if (atEnd()) {
    // Already at the far end (nothing to scroll).
    Object.assign(record, { started: 0, endAt: 0, done: true, minRows: 0 });
    return;
  }
  let last = -1;
  let framesAtEnd = 0;
  const tick = (now: number) => {
    if (record.done) return;
    if (record.started < 0 && last >= 0 && el.scrollTop !== record.startOffset)
      record.started = last;
    if (record.started >= 0) {
      record.frames.push(now - last);
      record.endOffset = el.scrollTop;
      record.clientHeight = el.clientHeight;
      record.scrollHeight = el.scrollHeight;
      const rows = el.querySelectorAll(request.rows).length;
      record.maxRows = Math.max(record.maxRows, rows);
      record.minRows = Math.min(record.minRows, rows);
      if (atEnd()) {
        if (framesAtEnd === 0) record.endAt = now;
        framesAtEnd += 1;
        if (framesAtEnd >= 3) {
          // The frames after the first one at the end were idle: leave them out.
          record.frames.splice(record.frames.length - framesAtEnd + 1);
          record.done = true;
          return;
        }
      } else framesAtEnd = 0;
    }
    last = now;
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
}

/**
 * Scrolls a list from one end to the other with mouse wheel events of a viewport height each (as fast
 * as the browser takes them, about one per frame: a fast fling), while the page records every frame
 * (`recordFramesInPage`). Wheel input goes through the browser's own scrolling, as a user's does.
 */
export async function scrollThrough(page: Page, request: ScrollRequest): Promise<ScrollRun> {
  const scroller = page.locator(request.scroller).first();
  const box = await scroller.boundingBox();
  if (!box) throw new Error(`${request.scroller} has no box.`);
  const step = await scroller.evaluate((el) => el.clientHeight);
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  const { timeoutMs, ...recordRequest } = request;
  await page.evaluate(recordFramesInPage, recordRequest);
  const read = () =>
    page.evaluate(() => (window as unknown as { __benchFrames: FrameRecord }).__benchFrames);
  const deadline = Date.now() + timeoutMs;
  let steps = 0;
  const nothingToScroll = (await read()).done;
  while (!nothingToScroll && Date.now() < deadline) {
    await page.mouse.wheel(0, request.direction === 'down' ? step : -step);
    steps += 1;
    if (steps % 10 === 0 && (await read()).done) break;
  }
  // Let the last frames land (the end is confirmed three frames after it was reached).
  const end = Date.now() + 2000;
  let record = await read();
  while (!record.done && Date.now() < end) {
    await page.waitForTimeout(50);
    record = await read();
  }
  const reachedEnd = record.done;
  return {
    frames: record.frames,
    totalMs: reachedEnd
      ? record.endAt - record.started
      : record.frames.reduce((sum, frame) => sum + frame, 0),
    steps,
    distance: Math.abs(record.endOffset - record.startOffset),
    maxRows: record.maxRows,
    minRows: Number.isFinite(record.minRows) ? record.minRows : 0,
    reachedEnd,
    clientHeight: record.clientHeight,
    scrollHeight: record.scrollHeight,
  };
}

/** A frame taking longer than this is a long frame (a visible stutter). */
const LONG_FRAME_MS = 50;

/** Median, p95 and max of frame intervals, and how many were long. */
export function frameStats(frames: readonly number[]) {
  return {
    count: frames.length,
    median: quantile(frames, 0.5),
    p95: quantile(frames, 0.95),
    max: frames.length > 0 ? Math.max(...frames) : Number.NaN,
    long: frames.filter((f) => f > LONG_FRAME_MS).length,
  };
}

/**
 * Runs in the page: scrolls `scroller` from the top, a viewport height per frame, until an element
 * matching `target` is in the DOM (then brings it into view) or the end is reached. Resolves with
 * whether it was found.
 */
export function findRowInPage(args: { scroller: string; target: string }): Promise<boolean> {
  const el = document.querySelector<HTMLElement>(args.scroller);
  if (!el) return Promise.resolve(false);
  el.scrollTop = 0;
  return new Promise((resolve) => {
    const tick = () => {
      const row = el.querySelector<HTMLElement>(args.target);
      if (row) {
        row.scrollIntoView({ block: 'nearest' });
        requestAnimationFrame(() => resolve(true));
        return;
      }
      if (el.scrollTop + el.clientHeight >= el.scrollHeight - 1) {
        resolve(false);
        return;
      }
      el.scrollTop += el.clientHeight;
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
}

/** The page's JavaScript heap in use after a garbage collection (MB, through the DevTools protocol). */
export async function jsHeapMB(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('HeapProfiler.collectGarbage');
    const { usedSize } = await cdp.send('Runtime.getHeapUsage');
    return Math.round(usedSize / 100_000) / 10;
  } finally {
    await cdp.detach();
  }
}

/** Rounds milliseconds to one decimal for the tables. */
export const roundMs = (ms: number) => Math.round(ms * 10) / 10;

/** The columns of a scrolling table (one row per list, from `scrollRow`). */
export const SCROLL_COLUMNS = [
  'list',
  'steps',
  'total ms',
  'frame median',
  'frame p95',
  'frame max',
  'frames > 50 ms',
];

/** One row of a scrolling table: the scroll run and its frame statistics. */
export function scrollRow(
  label: string,
  scroll: Pick<ScrollRun, 'steps' | 'totalMs'>,
  frames: ReturnType<typeof frameStats>,
): (string | number)[] {
  return [
    label,
    scroll.steps,
    roundMs(scroll.totalMs),
    roundMs(frames.median),
    roundMs(frames.p95),
    roundMs(frames.max),
    frames.long,
  ];
}
