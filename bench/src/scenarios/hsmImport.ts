import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page, Response } from 'playwright-core';
import { CONSOLE, chooseCustomer } from '../measure/adminConsole';
import { navigateInApp, openHome, submitLogin, waitForRemoteArea } from '../measure/shellJourney';
import type { Scenario } from './types';

/** Rows of the generated bulk file (issue 12: "A 100,000-row file imports in ≤ 3 s"). */
const ROWS = 100_000;
/** Issue 12's goal for the import time (printed; timings are never budgeted). */
const GOAL_MS = 3000;
/** The bulk sending page (route executeHsm). */
const HSM_ROUTE = '/painel/hsm';
/** The validation report's summary, there once the file is read, mapped and checked. */
const SUMMARY = '[data-testid="hsm-summary"]';

/** A bulk file as seed 001 §9 describes it: semicolon separated, a header, then `rows` lines. */
function bulkFile(rows: number, messageId: number): string {
  const lines = [
    'customer;client identification;message;send date;from;parameters;message id;campaign id',
  ];
  for (let i = 0; i < rows; i += 1)
    lines.push(
      `1;+55 (71) 9${String(i).padStart(8, '0')};Black Friday offer;;Acme Telecom;Client ${i}|${i % 97}|R$ 10,00;${messageId};0`,
    );
  return `${lines.join('\r\n')}\r\n`;
}

/** Runs in the page: records long tasks and when the next file input change and summary happen. */
function watchImport(): void {
  const state = {
    changeAt: 0,
    summaryAt: 0,
    summary: '',
    longTasks: [] as Array<{ start: number; duration: number }>,
  };
  (globalThis as unknown as { __hsmImport: typeof state }).__hsmImport = state;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      state.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: false });
  document.addEventListener(
    'change',
    (event) => {
      if ((event.target as HTMLInputElement).type === 'file') state.changeAt = performance.now();
    },
    true,
  );
  const before = document.querySelector('[data-testid="hsm-summary"]');
  const observer = new MutationObserver(() => {
    const summary = document.querySelector('[data-testid="hsm-summary"]');
    if (!summary || summary === before || state.changeAt === 0) return;
    state.summaryAt = performance.now();
    state.summary = summary.textContent ?? '';
    observer.disconnect();
  });
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
}

interface ImportRun {
  ms: number;
  /** Long tasks' starts from the change event, with their durations (ms). */
  tasks: string;
  summary: string;
  longTasks: Array<{ start: number; duration: number }>;
  previewRows: number;
}

/** Imports `file` through the page's file input; times it from the change event to the summary. */
async function importThroughPage(page: Page, file: string): Promise<ImportRun> {
  await page.evaluate(watchImport);
  await page.locator('input[type="file"]').setInputFiles(file);
  await page.waitForFunction(
    () =>
      (globalThis as unknown as { __hsmImport: { summaryAt: number } }).__hsmImport.summaryAt > 0,
    undefined,
    { timeout: 120_000, polling: 100 },
  );
  // Long tasks are reported a little after they end.
  await page.waitForTimeout(500);
  const state = await page.evaluate(
    () =>
      (
        globalThis as unknown as {
          __hsmImport: {
            changeAt: number;
            summaryAt: number;
            summary: string;
            longTasks: Array<{ start: number; duration: number }>;
          };
        }
      ).__hsmImport,
  );
  const previewRows = await page
    .locator('table[aria-label="Rows of the imported file"] tr.ant-table-row')
    .count();
  const tasks = state.longTasks
    .filter((task) => task.start + task.duration >= state.changeAt)
    .map((t) => `+${Math.round(t.start - state.changeAt)} (${Math.round(t.duration)})`)
    .join(', ');
  return {
    tasks,
    ms: Math.round(state.summaryAt - state.changeAt),
    summary: state.summary,
    // From the change event until half a second after the summary (what follows it counts too).
    longTasks: state.longTasks.filter((task) => task.start + task.duration >= state.changeAt),
    previewRows,
  };
}

/**
 * Issue 12: "A 100,000-row file imports in ≤ 3 s in the worker with the page never blocked for more
 * than 50 ms". `manager` (Acme Telecom) opens the bulk sending page; a 2-row file is imported first
 * (it loads the import worker's chunk and answers the message id of one of Acme's templates); then a
 * generated 100,000-row semicolon file (about 10 MB) through the page's file input and the real Web
 * Worker: timed from the input's change event to the validation report's summary on screen (read in
 * the worker, rows copied to the page in slices, mapped and checked in slices, first preview page
 * drawn). A PerformanceObserver counts the long tasks (> 50 ms) on the main thread meanwhile and
 * for half a second after (`hsmImport.longTasks`, budget 0). The time is printed against the 3 s goal, never budgeted.
 */
export const hsmImportScenario: Scenario = {
  id: 'hsm-import',
  title: `Bulk sending (issue 12): import a ${ROWS.toLocaleString('en-US')}-row semicolon file through the worker`,
  async run(ctx) {
    const { stack } = ctx;
    if (!stack.remotes.some((r) => r.name === 'adminConsole')) {
      ctx.log('skipped: the admin console is not built.');
      return;
    }
    stack.configureRemotes(['adminConsole']);
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'atende-bench-hsm-'));
    const { context, page } = await ctx.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    try {
      await openHome(page, stack.shellOrigin);
      await submitLogin(page, CONSOLE.manager);
      await chooseCustomer(page, CONSOLE.customer);
      await page.waitForURL((url) => url.pathname !== '/home', { timeout: 30_000 });
      await navigateInApp(page, HSM_ROUTE);
      await waitForRemoteArea(page, 'adminConsole');
      await page.getByRole('button', { name: 'Import a file' }).waitFor({ timeout: 60_000 });

      // Warm-up: the worker's chunk, and a template of Acme's to fill the file with.
      const templates = page.waitForResponse((r: Response) =>
        new URL(r.url()).pathname.endsWith('/Message_Template_List'),
      );
      const small = path.join(folder, 'warm-up.csv');
      fs.writeFileSync(small, bulkFile(2, 1));
      const warm = await importThroughPage(page, small);
      const list = (await (await templates).json()) as Array<{
        message_Id: number;
        enable?: boolean;
      }>;
      const messageId = list.find((t) => t.enable !== false)?.message_Id ?? 1;
      await page.getByRole('button', { name: 'Clear' }).click();
      await page.locator(SUMMARY).waitFor({ state: 'detached' });

      const big = path.join(folder, 'bulk-100000.csv');
      fs.writeFileSync(big, bulkFile(ROWS, messageId));
      const bytes = fs.statSync(big).size;
      const run = await importThroughPage(page, big);
      const longest = run.longTasks.reduce((max, task) => Math.max(max, task.duration), 0);

      ctx.metric('hsmImport.ms', run.ms);
      ctx.metric('hsmImport.longTasks', run.longTasks.length);
      ctx.metric('hsmImport.longestTaskMs', Math.round(longest));
      ctx.metric('hsmImport.previewRows', run.previewRows);
      ctx.table({
        title: `Bulk sending import (${CONSOLE.manager}, ${CONSOLE.customer}; ${HSM_ROUTE})`,
        columns: ['file', 'rows', 'MB', 'import ms', 'long tasks', 'longest ms', 'preview rows'],
        rows: [
          [
            'warm-up',
            2,
            0,
            warm.ms,
            warm.longTasks.length,
            Math.round(warm.longTasks.reduce((m, t) => Math.max(m, t.duration), 0)),
            warm.previewRows,
          ],
          [
            'generated',
            ROWS,
            Math.round(bytes / 10_000) / 100,
            run.ms,
            run.longTasks.length,
            Math.round(longest),
            run.previewRows,
          ],
        ],
        notes: [
          `Summary shown: "${run.summary}" (message id ${messageId}).`,
          `Long tasks, from the change event (duration): ${run.tasks || 'none'}; the summary at +${run.ms}.`,
          `Import time ${run.ms} ms: ${run.ms <= GOAL_MS ? 'within' : 'OVER'} issue 12's goal of ${GOAL_MS} ms (timings printed, never budgeted); long tasks (> 50 ms) on the main thread from the file input's change until 0.5 s after the summary: ${run.longTasks.length} (budget 0).`,
          'The warm-up import includes fetching the import worker (its own chunk, with SheetJS) and the templates and campaigns.',
          ...(errors.length > 0 ? [`Page errors: ${[...new Set(errors)].join(' | ')}`] : []),
        ],
      });
    } finally {
      await context.close();
      stack.configureRemotes();
      fs.rmSync(folder, { recursive: true, force: true });
    }
  },
};
