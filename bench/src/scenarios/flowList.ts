import { CONSOLE, chooseCustomer, waitForListRows } from '../measure/adminConsole';
import { explainNote } from '../measure/explain';
import { JsCollector, kB, type LoadedScript, type ScriptTotals } from '../measure/jsCollector';
import { navigateInApp, openHome, submitLogin, waitForRemoteArea } from '../measure/shellJourney';
import type { Scenario } from './types';

/** The flow list, the flow designer's first screen (route fluxo, seed 000 §2.1). */
const FLOW_LIST_ROUTE = '/fluxo';

/**
 * Issue 18's budget: the flow list's first visit "beyond the shell" (at most 100 kB gzip). The
 * manager logs in through the home page, chooses Acme Telecom and lands; once nothing more loads,
 * they open `/fluxo`. Counted: every script fetched from then until the list shows its first row,
 * from the flow designer's origin (remote entry, exposed module, the list's chunks) and from the
 * shell's (shared libraries not loaded yet, such as pro-components' ProTable folders). `config.json`
 * names only the flow designer, so no other remote has loaded shared code first.
 */
export const flowListScenario: Scenario = {
  id: 'flow-list',
  title: 'Flow designer (issue 18): first visit of the flow list beyond the shell',
  async run(ctx) {
    const { stack } = ctx;
    const remote = stack.remotes.find((r) => r.name === 'flowDesigner');
    if (!remote) {
      ctx.log('skipped: the flow designer is not built.');
      return;
    }
    stack.configureRemotes(['flowDesigner']);
    const { context, page } = await ctx.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    try {
      const js = new JsCollector(page);
      js.phase('login');
      await openHome(page, stack.shellOrigin);
      await submitLogin(page, CONSOLE.manager);
      await chooseCustomer(page, CONSOLE.customer);
      await page.waitForURL((url) => url.pathname !== '/home', { timeout: 30_000 });
      await js.settle(3000);

      js.phase('list');
      const t0 = Date.now();
      await navigateInApp(page, FLOW_LIST_ROUTE);
      await waitForRemoteArea(page, 'flowDesigner');
      await waitForListRows(page);
      const shownMs = Date.now() - t0;
      await js.settle();

      const beyond = (s: LoadedScript) =>
        s.phase === 'list' && (s.origin === remote.origin || s.origin === stack.shellOrigin);
      const of = (origin: string) => (s: LoadedScript) => s.phase === 'list' && s.origin === origin;
      const totals = {
        flows: js.totals(of(remote.origin)),
        shell: js.totals(of(stack.shellOrigin)),
        total: js.totals(beyond),
      };
      const rows: Array<Array<string | number>> = [];
      const row = (origin: string, t: ScriptTotals) =>
        rows.push([
          `first visit of ${FLOW_LIST_ROUTE}`,
          origin,
          t.files,
          kB(t.rawBytes),
          kB(t.gzipBytes),
        ]);
      row('flow designer', totals.flows);
      row('shell', totals.shell);
      row('beyond the shell', totals.total);

      ctx.metric('flowList.firstVisit.gzipKB', kB(totals.total.gzipBytes));
      ctx.metric('flowList.firstVisit.files', totals.total.files);
      ctx.metric('flowList.firstVisit.flowDesigner.gzipKB', kB(totals.flows.gzipBytes));
      ctx.metric('flowList.firstVisit.shell.gzipKB', kB(totals.shell.gzipBytes));
      ctx.table({
        title: `Flow list, first visit beyond the shell (${CONSOLE.manager}, ${CONSOLE.customer}; kB = 1000 bytes, gzip level 9 file by file)`,
        columns: ['page', 'origin', 'files', 'raw kB', 'gzip kB'],
        rows,
        notes: [
          `List rows shown ${shownMs} ms after navigating (printed, never budgeted).`,
          explainNote(
            'First visit',
            js.scripts.filter(beyond).map((s) => s.url),
            stack.distDirs,
          ),
          ...(errors.length > 0 ? [`Page errors: ${[...new Set(errors)].join(' | ')}`] : []),
        ],
      });
    } finally {
      await context.close();
      stack.configureRemotes();
    }
  },
};
