import { CONSOLE, chooseCustomer, waitForListRows } from '../measure/adminConsole';
import { explainNote } from '../measure/explain';
import { JsCollector, kB, type LoadedScript, type ScriptTotals } from '../measure/jsCollector';
import { navigateInApp, openHome, submitLogin, waitForRemoteArea } from '../measure/shellJourney';
import type { Scenario } from './types';

/** The report list, the reports remote's first screen (route reports, seed 000 §2.1). */
const REPORT_LIST_ROUTE = '/reports';

/**
 * Issue 20's budget: the report list's first visit "beyond the shell" (at most 100 kB gzip). The
 * manager logs in through the home page, chooses Acme Telecom and lands; once nothing more loads,
 * they open `/reports`. Counted: every script fetched from then until the list shows its first row,
 * from the reports remote's origin (remote entry, exposed module, the list's chunks) and from the
 * shell's (shared libraries not loaded yet, such as pro-components' ProTable folders). `config.json`
 * names only the reports remote, so no other remote has loaded shared code first.
 */
export const reportListScenario: Scenario = {
  id: 'reports',
  title: 'Reports (issue 20): first visit of the report list beyond the shell',
  async run(ctx) {
    const { stack } = ctx;
    const remote = stack.remotes.find((r) => r.name === 'reports');
    if (!remote) {
      ctx.log('skipped: the reports remote is not built.');
      return;
    }
    stack.configureRemotes(['reports']);
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
      await navigateInApp(page, REPORT_LIST_ROUTE);
      await waitForRemoteArea(page, 'reports');
      await waitForListRows(page);
      const shownMs = Date.now() - t0;
      await js.settle();

      const beyond = (s: LoadedScript) =>
        s.phase === 'list' && (s.origin === remote.origin || s.origin === stack.shellOrigin);
      const of = (origin: string) => (s: LoadedScript) => s.phase === 'list' && s.origin === origin;
      const totals = {
        reports: js.totals(of(remote.origin)),
        shell: js.totals(of(stack.shellOrigin)),
        total: js.totals(beyond),
      };
      const rows: Array<Array<string | number>> = [];
      const row = (origin: string, t: ScriptTotals) =>
        rows.push([
          `first visit of ${REPORT_LIST_ROUTE}`,
          origin,
          t.files,
          kB(t.rawBytes),
          kB(t.gzipBytes),
        ]);
      row('reports', totals.reports);
      row('shell', totals.shell);
      row('beyond the shell', totals.total);

      ctx.metric('reports.firstVisit.gzipKB', kB(totals.total.gzipBytes));
      ctx.metric('reports.firstVisit.files', totals.total.files);
      ctx.metric('reports.firstVisit.reports.gzipKB', kB(totals.reports.gzipBytes));
      ctx.metric('reports.firstVisit.shell.gzipKB', kB(totals.shell.gzipBytes));
      ctx.table({
        title: `Report list, first visit beyond the shell (${CONSOLE.manager}, ${CONSOLE.customer}; kB = 1000 bytes, gzip level 9 file by file)`,
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
