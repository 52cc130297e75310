import {
  CONSOLE,
  chooseCustomer,
  waitForDashboard,
  waitForListRows,
} from '../measure/adminConsole';
import { explainNote } from '../measure/explain';
import {
  JsCollector,
  kB,
  largestScripts,
  type LoadedScript,
  type ScriptTotals,
} from '../measure/jsCollector';
import { clientWrites } from '../measure/seed';
import { navigateInApp, openHome, submitLogin, waitForRemoteArea } from '../measure/shellJourney';
import type { Scenario } from './types';

/**
 * Issue 11's budget: the admin console's first visit "beyond the shell". A manager (two customers:
 * Acme Telecom chosen in the shell's dialog) logs in through the shell's home page and lands on their
 * page; once nothing more loads, they open the client dashboard (`/painel/cliente`: cards, date
 * picker, selects, the drill-down's table, the uPlot chart loaded after the cards). Counted: every
 * script fetched from then until the dashboard is drawn and quiet, from the console's origin (remote
 * entry, exposed module, its chunks) and from the shell's origin (the shared libraries the shell
 * provides that nothing had loaded yet, e.g. antd's Table or DatePicker folders, and shell code the
 * manager area needs). Then, in the same page, the group list (`/painel/list-group`, the first list on
 * pro-components' ProTable): what that page adds, the cost of pro-components made visible.
 *
 * `config.json` names only the admin console (as `initial-js` does), so no other remote has loaded
 * shared code first; the manager's landing page (the agent screen) shows its fallback panel meanwhile.
 * The customer dialog has already brought antd's Select and Modal by then (a user of one customer
 * would fetch them with the console).
 */
export const adminConsoleScenario: Scenario = {
  id: 'admin-console',
  title:
    'Admin console (issue 11): first visit of the client dashboard beyond the shell, then the first list page',
  async run(ctx) {
    const { stack } = ctx;
    const remote = stack.remotes.find((r) => r.name === 'adminConsole');
    if (!remote) {
      ctx.log('skipped: the admin console is not built.');
      return;
    }
    // One service today, so the dashboard's hourly chart has a bar to draw (and loads uPlot).
    const phone = `5571${Date.now().toString().slice(-9)}`;
    await clientWrites(stack.apiUrl, { from: phone, name: 'Console client', text: 'Hello' });

    stack.configureRemotes(['adminConsole']);
    const { context, page } = await ctx.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    try {
      const js = new JsCollector(page);
      js.phase('home');
      await openHome(page, stack.shellOrigin);
      await js.settle();
      js.phase('login');
      await submitLogin(page, CONSOLE.manager);
      await chooseCustomer(page, CONSOLE.customer);
      await page.waitForURL((url) => url.pathname !== '/home', { timeout: 30_000 });
      const landing = new URL(page.url()).pathname;
      // The logged-in shell, quiet for 3 s: whatever it loads on its own is not the console's.
      await js.settle(3000);

      js.phase('dashboard');
      const t0 = Date.now();
      await navigateInApp(page, CONSOLE.dashboardRoute);
      // The landing page's fallback panel (no agent desk configured) stays until the console's
      // route replaces it: only then can the panel tell that the console failed.
      await page.waitForFunction(
        () => !document.body.innerText.includes('could not be loaded'),
        undefined,
        {
          timeout: 60_000,
          polling: 50,
        },
      );
      await waitForRemoteArea(page, 'adminConsole');
      const chart = await waitForDashboard(page);
      const drawnMs = Date.now() - t0;
      await js.settle();

      js.phase('list');
      const t1 = Date.now();
      await navigateInApp(page, CONSOLE.listRoute);
      await waitForListRows(page);
      const listMs = Date.now() - t1;
      await js.settle();

      const label = (origin: string) =>
        origin === remote.origin ? 'console' : origin === stack.shellOrigin ? 'shell' : origin;
      const of = (phase: string, origin?: string) => (s: LoadedScript) =>
        s.phase === phase && (origin === undefined || s.origin === origin);
      const beyond = (phase: string) => (s: LoadedScript) =>
        s.phase === phase && (s.origin === remote.origin || s.origin === stack.shellOrigin);
      const rows: Array<Array<string | number>> = [];
      const row = (what: string, origin: string, t: ScriptTotals) =>
        rows.push([what, origin, t.files, kB(t.rawBytes), kB(t.gzipBytes)]);

      const shellBefore = js.totals((s) => s.phase === 'home' || s.phase === 'login');
      row('the shell until landed (not counted)', `shell, ${landing}`, shellBefore);
      const first = {
        console: js.totals(of('dashboard', remote.origin)),
        shell: js.totals(of('dashboard', stack.shellOrigin)),
        total: js.totals(beyond('dashboard')),
      };
      row(`first visit of ${CONSOLE.dashboardRoute}`, 'console', first.console);
      row('', 'shell', first.shell);
      row('', 'beyond the shell', first.total);
      const list = {
        console: js.totals(of('list', remote.origin)),
        shell: js.totals(of('list', stack.shellOrigin)),
        total: js.totals(beyond('list')),
      };
      row(`then ${CONSOLE.listRoute}`, 'console', list.console);
      row('', 'shell', list.shell);
      row('', 'added by the list page', list.total);
      const other = js.scripts.filter(
        (s) =>
          (s.phase === 'dashboard' || s.phase === 'list') &&
          s.origin !== remote.origin &&
          s.origin !== stack.shellOrigin,
      );
      if (other.length > 0)
        row(
          '(other origins)',
          'dashboard and list',
          js.totals((s) => other.includes(s)),
        );

      ctx.metric('adminConsole.firstVisit.gzipKB', kB(first.total.gzipBytes));
      ctx.metric('adminConsole.firstVisit.files', first.total.files);
      ctx.metric('adminConsole.firstVisit.console.gzipKB', kB(first.console.gzipBytes));
      ctx.metric('adminConsole.firstVisit.shell.gzipKB', kB(first.shell.gzipBytes));
      ctx.metric('adminConsole.listPage.gzipKB', kB(list.total.gzipBytes));
      ctx.metric('adminConsole.listPage.files', list.total.files);
      ctx.metric('adminConsole.listPage.console.gzipKB', kB(list.console.gzipBytes));
      ctx.metric('adminConsole.listPage.shell.gzipKB', kB(list.shell.gzipBytes));

      ctx.table({
        title: `Admin console, first visit beyond the shell (${CONSOLE.manager}, ${CONSOLE.customer}; kB = 1000 bytes, gzip level 9 file by file)`,
        columns: ['page', 'origin', 'files', 'raw kB', 'gzip kB'],
        rows,
        notes: [
          `Logged in as ${CONSOLE.manager} through the home page, ${CONSOLE.customer} chosen, landed on ${landing}; counted from then: scripts of the console's origin and the shell's (shared libraries the console uses that were not loaded yet, the manager area's shell code).`,
          `Dashboard drawn (cards with numbers${chart ? ', hourly chart' : ''}) ${drawnMs} ms after navigating${chart ? '' : '; the hourly chart was NOT drawn (no service in the range?)'}; list rows ${listMs} ms after navigating (timings printed, never budgeted).`,
          `Largest files of the first visit: ${largestScripts(js.scripts.filter(beyond('dashboard')), 6, label)}.`,
          `Largest files of the list page: ${largestScripts(js.scripts.filter(beyond('list')), 4, label)}.`,
          explainNote(
            'First visit',
            js.scripts.filter(beyond('dashboard')).map((s) => s.url),
            stack.distDirs,
          ),
          explainNote(
            'List page',
            js.scripts.filter(beyond('list')).map((s) => s.url),
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
