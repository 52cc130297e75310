import { encodePassword } from '@atende/contract';
import zlib from 'node:zlib';
import type { BrowserContextOptions, Page } from 'playwright-core';
import type { ScenarioContext } from '../scenarios/types';
import { DEMO_PASSWORD } from '../stack/areas';
import { firstSeen, watchFirstSeen } from './agentDesk';
import { startProfile } from './cpuProfile';

/** The browser storage key of the shell's session (`SESSION_STORAGE_KEY` of @atende/api-client). */
const SESSION_STORAGE_KEY = 'atende.session';

/**
 * Logs `user` in through the API (`GET /api/User_Validate`, as the shell's login dialog does) and
 * returns the session as the shell stores it with "remember me" on: the value of localStorage
 * `atende.session` (zustand persist, version 1: user without token or password, token, the customer
 * when the user has exactly one).
 */
export async function storedSessionOf(apiUrl: string, user: string): Promise<string> {
  const query = new URLSearchParams({ User_Login: user, User_Pass: encodePassword(DEMO_PASSWORD) });
  const res = await fetch(`${apiUrl}/api/User_Validate?${query}`);
  const body = await res.text();
  if (!res.ok) throw new Error(`User_Validate answered ${res.status}: ${body.slice(0, 200)}`);
  const answer = JSON.parse(body) as Record<string, unknown> & {
    token?: string;
    customer?: Array<{ customer_Id?: number }>;
  };
  const { token, user_Pass: _password, ...record } = answer;
  if (!token) throw new Error(`User_Validate gave no token for ${user}.`);
  const customers = Array.isArray(record.customer) ? record.customer : [];
  return JSON.stringify({
    state: {
      user: record,
      token,
      currentCustomerId: customers.length === 1 ? (customers[0]?.customer_Id ?? null) : null,
      rememberMe: true,
      lastLogoutReason: null,
    },
    version: 1,
  });
}

/** A context option holding the stored session in `origin`'s localStorage (a logged-in browser). */
export function withStoredSession(origin: string, session: string): BrowserContextOptions {
  return {
    storageState: {
      cookies: [],
      origins: [{ origin, localStorage: [{ name: SESSION_STORAGE_KEY, value: session }] }],
    },
  };
}

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
  longTasks: { startTime: number; duration: number }[];
}

/** A script the page received: its size as served (decoded) and gzipped at level 9. */
interface ScriptBody {
  rawBytes: number;
  gzipBytes: number;
}

/** One request as the page's Resource Timing saw it (ms after navigation start, the page's clock). */
export interface Timed {
  url: string;
  startTime: number;
  responseEnd: number;
}

function isScriptUrl(url: string): boolean {
  return /\.m?js(\?|$)/.test(new URL(url).pathname);
}

/**
 * Runs in the page before its own code: room for every resource timing entry, and the creation time
 * of each WebSocket (`__benchSockets`, ms after navigation start).
 */
function recordLoad(): void {
  performance.setResourceTimingBufferSize(2000);
  const w = window as unknown as {
    __benchSockets?: number[];
    __benchLongTasks?: { startTime: number; duration: number }[];
  };
  const sockets: number[] = (w.__benchSockets = []);
  const longTasks: { startTime: number; duration: number }[] = (w.__benchLongTasks = []);
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      longTasks.push({ startTime: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
  const Native = window.WebSocket;
  window.WebSocket = class extends Native {
    constructor(...args: ConstructorParameters<typeof WebSocket>) {
      super(...args);
      sockets.push(performance.now());
    }
  };
}

/** Runs in the page: the navigation and every resource entry, and the WebSocket creation times. */
function readLoad(): {
  timed: Timed[];
  sockets: number[];
  firstPaint: number;
  longTasks: { startTime: number; duration: number }[];
} {
  const entries = [
    ...performance.getEntriesByType('navigation'),
    ...performance.getEntriesByType('resource'),
  ] as PerformanceResourceTiming[];
  return {
    timed: entries.map((e) => ({
      url: e.name,
      startTime: e.startTime,
      responseEnd: e.responseEnd,
    })),
    sockets: (window as unknown as { __benchSockets?: number[] }).__benchSockets ?? [],
    firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
    longTasks:
      (window as unknown as { __benchLongTasks?: { startTime: number; duration: number }[] })
        .__benchLongTasks ?? [],
  };
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
