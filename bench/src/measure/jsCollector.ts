import zlib from 'node:zlib';
import type { Page, Response } from 'playwright-core';

/** One JavaScript file the page loaded, with its size as served and gzip-compressed (level 9). */
export interface LoadedScript {
  url: string;
  origin: string;
  /** The phase of the journey it was loaded in (set by `JsCollector.phase`). */
  phase: string;
  rawBytes: number;
  gzipBytes: number;
  at: number;
}

/** Sizes of a group of scripts. */
export interface ScriptTotals {
  files: number;
  rawBytes: number;
  gzipBytes: number;
}

function isJavaScript(response: Response): boolean {
  const type = response.headers()['content-type'] ?? '';
  return (
    response.request().resourceType() === 'script' ||
    /javascript/.test(type) ||
    /\.m?js(\?|$)/.test(new URL(response.url()).pathname)
  );
}

/**
 * Collects every JavaScript response of a page: body (decoded), gzipped at level 9 the way a CDN would
 * serve it. `phase(name)` labels what follows (e.g. `home`, `after-login`).
 */
export class JsCollector {
  readonly scripts: LoadedScript[] = [];
  private pending = new Set<Promise<void>>();
  private currentPhase = 'start';
  private lastScriptAt = Date.now();

  constructor(page: Page) {
    page.on('response', (response) => {
      if (!isJavaScript(response) || response.status() !== 200) return;
      const phase = this.currentPhase;
      this.lastScriptAt = Date.now();
      const task = response
        .body()
        .then((body) => {
          this.scripts.push({
            url: response.url(),
            origin: new URL(response.url()).origin,
            phase,
            rawBytes: body.length,
            gzipBytes: zlib.gzipSync(body, { level: 9 }).length,
            at: Date.now(),
          });
        })
        .catch(() => undefined)
        .finally(() => this.pending.delete(task));
      this.pending.add(task);
    });
  }

  /** Labels the scripts loaded from now on. */
  phase(name: string): void {
    this.currentPhase = name;
  }

  /** Resolves once no script arrived for `quietMs` and every body was read. */
  async settle(quietMs = 1500, timeoutMs = 60_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      await Promise.all([...this.pending]);
      if (Date.now() - this.lastScriptAt >= quietMs && this.pending.size === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  /** Totals of the scripts matching `filter`. */
  totals(filter: (script: LoadedScript) => boolean): ScriptTotals {
    const chosen = this.scripts.filter(filter);
    return {
      files: chosen.length,
      rawBytes: chosen.reduce((sum, s) => sum + s.rawBytes, 0),
      gzipBytes: chosen.reduce((sum, s) => sum + s.gzipBytes, 0),
    };
  }
}

/** Bytes as kB with one decimal (1 kB = 1000 bytes, as bundle size tools report). */
export function kB(bytes: number): number {
  return Math.round(bytes / 100) / 10;
}

/**
 * The `count` largest scripts by gzip size as `file kB` (`label` names their origin first, as
 * `origin file kB`, when a list mixes origins).
 */
export function largestScripts(
  scripts: readonly LoadedScript[],
  count: number,
  label?: (origin: string) => string,
): string {
  return [...scripts]
    .sort((a, b) => b.gzipBytes - a.gzipBytes)
    .slice(0, count)
    .map((s) => {
      const file = `${new URL(s.url).pathname.slice(1)} ${kB(s.gzipBytes)}`;
      return label ? `${label(s.origin)} ${file}` : file;
    })
    .join(', ');
}
