import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import type { Table } from '../measure/table';
import type { BenchStack } from '../stack/stack';

/**
 * What a scenario gets: the running product, the browser, and a place to put its figures.
 * Scenarios are independent: each opens its own browser context(s) and closes them.
 */
export interface ScenarioContext {
  stack: BenchStack;
  browser: Browser;
  /**
   * A fresh context (empty cache and storage, 1280x800, en-US) and a page in it; `options` adds to
   * the context's (e.g. a `storageState` with a stored session).
   */
  newPage(options?: BrowserContextOptions): Promise<{ context: BrowserContext; page: Page }>;
  /**
   * Records a figure; budgets.json may bound it (sizes and counts; timings only where an issue sets a
   * goal, with a wide margin: flow-large).
   */
  metric(id: string, value: number): void;
  /** Prints a table of results. */
  table(table: Table): void;
  log(line: string): void;
}

/** One measurement of `pnpm bench`: a file in src/scenarios/, listed in src/scenarios/index.ts. */
export interface Scenario {
  /** Short id used on the command line (`pnpm bench -- --only initial-js`). */
  id: string;
  /** One line shown before it runs. */
  title: string;
  run(ctx: ScenarioContext): Promise<void>;
  /** Runs only when named by `--only` (it needs a service of its own, e.g. PostgreSQL). */
  onlyWhenNamed?: boolean;
}
