import type { Page } from 'playwright-core';
import { CONSOLE, chooseCustomer, waitForListRows } from '../measure/adminConsole';
import { explainNote } from '../measure/explain';
import { JsCollector, kB, largestScripts, type LoadedScript } from '../measure/jsCollector';
import { apiLogin, customerIdOf, firstFlowPath } from '../measure/largeFlow';
import { sharedLibraries } from '../measure/sharedLibraries';
import { navigateInApp, openHome, submitLogin, waitForRemoteArea } from '../measure/shellJourney';
import type { ServedRemote } from '../stack/stack';
import type { Scenario, ScenarioContext } from './types';

/** The canvas's first step node, drawn and measured (React Flow shows a node once it has a size). */
const CANVAS_DRAWN = '.react-flow__node[data-id="0"]';

/** Logs the manager in through the home page, picks Acme Telecom, lands, and waits until idle. */
async function landAsManager(page: Page, shellOrigin: string, js: JsCollector): Promise<void> {
  js.phase('login');
  await openHome(page, shellOrigin);
  await submitLogin(page, CONSOLE.manager);
  await chooseCustomer(page, CONSOLE.customer);
  await page.waitForURL((url) => url.pathname !== '/home', { timeout: 30_000 });
  await js.settle(3000);
}

/** Opens the editor at `path` inside the app and waits until its first step is drawn and nothing loads. */
async function openEditor(page: Page, path: string, js: JsCollector): Promise<number> {
  js.phase('editor');
  const t0 = Date.now();
  await navigateInApp(page, path);
  await waitForRemoteArea(page, 'flowDesigner');
  await page.locator(CANVAS_DRAWN).waitFor({ state: 'visible', timeout: 60_000 });
  const ms = Date.now() - t0;
  await js.settle();
  return ms;
}

/** The editor phase's scripts from the flow designer's origin and the shell's (beyond the shell). */
function editorScripts(js: JsCollector, ctx: ScenarioContext, remote: ServedRemote) {
  const beyond = (s: LoadedScript) =>
    s.phase === 'editor' && (s.origin === remote.origin || s.origin === ctx.stack.shellOrigin);
  const of = (origin: string) => (s: LoadedScript) => s.phase === 'editor' && s.origin === origin;
  return {
    beyond,
    flows: js.totals(of(remote.origin)),
    shell: js.totals(of(ctx.stack.shellOrigin)),
    total: js.totals(beyond),
  };
}

/**
 * Issue 18's budget: the editor's first visit "beyond the shell (canvas library included)", at most
 * 200 kB gzip, "every shared library still loaded once". As `flow-list`: the manager lands (Acme
 * Telecom), then opens the editor of Acme's first flow directly (its `view-fluxo` address, inside the
 * app), with only the flow designer configured. Counted until the canvas drew its first step and no
 * script arrived for 1.5 s: the flow designer's origin (remote entry, exposed module, editor chunks
 * with React Flow) and the shell's (shared libraries it had not loaded yet). Then the shared libraries
 * in the page (as `shared-libs`). A second page opens the list first, then the editor: what the
 * editor adds to a visit of the list (recorded, not budgeted). The auto-layout's ELK loads on first
 * use and is not counted.
 */
export const flowEditorScenario: Scenario = {
  id: 'flow-editor',
  title: 'Flow designer (issue 18): first visit of the canvas editor beyond the shell',
  async run(ctx) {
    const { stack } = ctx;
    const remote = stack.remotes.find((r) => r.name === 'flowDesigner');
    if (!remote) {
      ctx.log('skipped: the flow designer is not built.');
      return;
    }
    const login = await apiLogin(stack.apiUrl, CONSOLE.manager);
    const flow = await firstFlowPath(
      stack.apiUrl,
      login.token,
      customerIdOf(login, CONSOLE.customer),
    );
    stack.configureRemotes(['flowDesigner']);
    const errors: string[] = [];
    const rows: Array<Array<string | number>> = [];
    const notes: string[] = [];
    try {
      // 1. Landing, then the editor directly: the budgeted figure.
      {
        const { context, page } = await ctx.newPage();
        page.on('pageerror', (error) => errors.push(error.message));
        try {
          const js = new JsCollector(page);
          await landAsManager(page, stack.shellOrigin, js);
          const shownMs = await openEditor(page, flow.path, js);
          const t = editorScripts(js, ctx, remote);
          for (const [origin, totals] of [
            ['flow designer', t.flows],
            ['shell', t.shell],
            ['beyond the shell', t.total],
          ] as const)
            rows.push([
              'editor, first visit',
              origin,
              totals.files,
              kB(totals.rawBytes),
              kB(totals.gzipBytes),
            ]);
          ctx.metric('flowEditor.firstVisit.gzipKB', kB(t.total.gzipBytes));
          ctx.metric('flowEditor.firstVisit.files', t.total.files);
          ctx.metric('flowEditor.firstVisit.flowDesigner.gzipKB', kB(t.flows.gzipBytes));
          ctx.metric('flowEditor.firstVisit.shell.gzipKB', kB(t.shell.gzipBytes));
          notes.push(
            `Canvas drawn ${shownMs} ms after navigating to "${flow.name}" (printed, never budgeted).`,
            `Largest files (gzip kB): ${largestScripts(js.scripts.filter(t.beyond), 6)}.`,
            explainNote(
              'First visit',
              js.scripts.filter(t.beyond).map((s) => s.url),
              stack.distDirs,
            ),
          );
          const libs = await sharedLibraries(page, js, stack.remotes);
          for (const lib of libs)
            if (lib.copies > 0) ctx.metric(`flowEditor.copies.${lib.name}`, lib.copies);
          const fallback = libs.reduce((n, lib) => n + lib.fallbackFiles.length, 0);
          ctx.metric('flowEditor.remoteFallbackFiles', fallback);
          const loaded = libs.filter((lib) => lib.copies > 0);
          const twice = loaded.filter((lib) => lib.copies > 1).map((lib) => lib.name);
          notes.push(
            `Shared libraries in the page: ${loaded.length} loaded, ${twice.length === 0 ? '1 copy each' : `more than one copy: ${twice.join(', ')}`}; remote fallback files fetched: ${fallback}.`,
          );
        } finally {
          await context.close();
        }
      }
      // 2. The list first, then the editor: what the editor adds to a visit of the list.
      {
        const { context, page } = await ctx.newPage();
        page.on('pageerror', (error) => errors.push(error.message));
        try {
          const js = new JsCollector(page);
          await landAsManager(page, stack.shellOrigin, js);
          js.phase('list');
          await navigateInApp(page, '/fluxo');
          await waitForRemoteArea(page, 'flowDesigner');
          await waitForListRows(page);
          await js.settle();
          await openEditor(page, flow.path, js);
          const t = editorScripts(js, ctx, remote);
          rows.push([
            'editor after the list',
            'beyond the shell',
            t.total.files,
            kB(t.total.rawBytes),
            kB(t.total.gzipBytes),
          ]);
          ctx.metric('flowEditor.afterList.gzipKB', kB(t.total.gzipBytes));
        } finally {
          await context.close();
        }
      }
      ctx.table({
        title: `Flow editor, first visit beyond the shell (${CONSOLE.manager}, ${CONSOLE.customer}; kB = 1000 bytes, gzip level 9 file by file)`,
        columns: ['page', 'origin', 'files', 'raw kB', 'gzip kB'],
        rows,
        notes: [
          ...notes,
          ...(errors.length > 0 ? [`Page errors: ${[...new Set(errors)].join(' | ')}`] : []),
        ],
      });
    } finally {
      stack.configureRemotes();
    }
  },
};
