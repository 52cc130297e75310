import zlib from 'node:zlib';
import type { BrowserContextOptions, Page } from 'playwright-core';
import type { ScenarioContext } from '../scenarios/types';
import { firstSeen, watchFirstSeen } from './agentDesk';
import { readLoad, recordLoad, type LongTask, type Timed } from './coldLoadPage';
import { startProfile } from './cpuProfile';

/** What one origin served until the first row showed. */
export interface OriginFigures {
  /** HTTP requests started (the document, scripts, fetches, ...; not CORS preflights nor WebSockets). */
  requests: number;
  /** JavaScript files fully received. */
  jsFiles: number;
  /** Their decoded size, and gzipped at level 9 file by file. */
  rawBytes: number;
  gzipBytes: number;
  /** When the first of those requests started and the last response ended (ms after navigation start). */
  firstStartMs: number;
  lastEndMs: number;
}

/** One cold load: navigation start to the first row on screen, and what was fetched until then. */
export interface ColdLoad {
  firstRowMs: number;
  /** The page's first contentful paint (ms after navigation start; NaN when it reported none). */
  firstPaintMs: number;
  /** Keyed by origin. */
  byOrigin: Map<string, OriginFigures>;
  /** WebSocket connections opened until the first row (the real-time hub). */
  webSockets: number;
  /** Console errors and uncaught exceptions of the page, until it was closed. */
  errors: string[];
  /** The scripts fully received before the first row (their URLs). */
  scripts: string[];
  /** What `interaction` measured once the load was measured (NaN without one). */
  interactionMs: number;
  /** The requests started before the first row, in start order (`BENCH_WATERFALL=1` prints them). */
  requests: Timed[];
  /** The page's long tasks (50 ms or more) until the load was read: start and duration, ms. */
  longTasks: LongTask[];
}

/** A script the page received: its size as served (decoded) and gzipped at level 9. */
interface ScriptBody {
  rawBytes: number;
  gzipBytes: number;
}

function isScriptUrl(url: string): boolean {
  return /\.m?js(\?|$)/.test(new URL(url).pathname);
}

/**
 * Opens `url` in a fresh context (empty cache, `options` such as a stored session), times navigation
 * start (`performance.timeOrigin`) to the first animation frame in which `rowSelector` is in the DOM
 * with a size, and counts, per origin, the requests started (the page's Resource Timing: the document,
 * scripts, fetches; not CORS preflights nor WebSockets) and the JavaScript fully received until then
 * (sizes from the responses' bodies).
 */
export async function coldLoad(
  ctx: ScenarioContext,
  url: string,
  rowSelector: string,
  options: BrowserContextOptions,
  extras: {
    /** A timed step on the loaded page (a click and what it shows), run after the load is measured. */
    interaction?: (page: Page) => Promise<number>;
    /** With `BENCH_PROFILE_DIR`: the CPU profile of the load until its first row, by this name. */
    profileName?: string;
  } = {},
): Promise<ColdLoad> {
  const { interaction, profileName } = extras;
  const { context, page } = await ctx.newPage(options);
  try {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text().slice(0, 200));
    });
    page.on('pageerror', (error) => errors.push(error.message.slice(0, 200)));
    const bodies = new Map<string, ScriptBody>();
    const pending = new Set<Promise<void>>();
    page.on('response', (response) => {
      const request = response.request();
      if (response.status() !== 200 || !/^https?:/.test(response.url())) return;
      if (request.resourceType() !== 'script' && !isScriptUrl(response.url())) return;
      const task = response
        .body()
        .then((body) => {
          bodies.set(response.url(), {
            rawBytes: body.length,
            gzipBytes: zlib.gzipSync(body, { level: 9 }).length,
          });
        })
        .catch(() => undefined)
        .finally(() => pending.delete(task));
      pending.add(task);
    });

    await page.addInitScript(recordLoad);
    await page.addInitScript(watchFirstSeen, [{ name: 'firstRow', selector: rowSelector }]);
    const profile = profileName ? await startProfile(page, profileName) : null;
    await page.goto(url, { waitUntil: 'commit' });
    const { firstRow } = await firstSeen(page, ['firstRow'], 60_000);
    await profile?.stop();
    const timeOrigin = await page.evaluate(() => performance.timeOrigin);
    // Let the requests started before the row finish (they enter Resource Timing once complete).
    await page.waitForTimeout(1000);
    const { timed, sockets, firstPaint, longTasks } = await page.evaluate(readLoad);
    await Promise.all([...pending]);
    const interactionMs = interaction ? await interaction(page) : Number.NaN;

    const at = firstRow! - timeOrigin;
    const byOrigin = new Map<string, OriginFigures>();
    const scripts: string[] = [];
    for (const entry of timed) {
      if (!/^https?:/.test(entry.url) || entry.startTime > at) continue;
      const origin = new URL(entry.url).origin;
      const figures = byOrigin.get(origin) ?? {
        requests: 0,
        jsFiles: 0,
        rawBytes: 0,
        gzipBytes: 0,
        firstStartMs: Number.POSITIVE_INFINITY,
        lastEndMs: 0,
      };
      figures.requests += 1;
      figures.firstStartMs = Math.min(figures.firstStartMs, entry.startTime);
      if (entry.responseEnd <= at) {
        figures.lastEndMs = Math.max(figures.lastEndMs, entry.responseEnd);
        const script = bodies.get(entry.url);
        if (script) {
          scripts.push(entry.url);
          figures.jsFiles += 1;
          figures.rawBytes += script.rawBytes;
          figures.gzipBytes += script.gzipBytes;
        }
      }
      byOrigin.set(origin, figures);
    }
    return {
      firstRowMs: at,
      firstPaintMs: firstPaint,
      byOrigin,
      webSockets: sockets.filter((t) => t <= at).length,
      errors,
      scripts,
      interactionMs,
      requests: timed
        .filter((entry) => entry.startTime <= at)
        .sort((a, b) => a.startTime - b.startTime),
      longTasks,
    };
  } finally {
    await context.close();
  }
}

/** Sums the figures of several origins (requests and JavaScript). */
export function totalOf(
  figures: Iterable<OriginFigures>,
): Pick<OriginFigures, 'requests' | 'jsFiles' | 'rawBytes' | 'gzipBytes'> {
  const total = { requests: 0, jsFiles: 0, rawBytes: 0, gzipBytes: 0 };
  for (const f of figures) {
    total.requests += f.requests;
    total.jsFiles += f.jsFiles;
    total.rawBytes += f.rawBytes;
    total.gzipBytes += f.gzipBytes;
  }
  return total;
}
