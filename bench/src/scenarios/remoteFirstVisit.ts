import { CONSOLE, chooseCustomer, waitForListRows } from '../measure/adminConsole';
import { explainNote } from '../measure/explain';
import {
  JsCollector,
  kB,
  largestScripts,
  type LoadedScript,
  type ScriptTotals,
} from '../measure/jsCollector';
import { navigateInApp, openHome, submitLogin, waitForRemoteArea } from '../measure/shellJourney';
import type { RemoteName } from '../stack/areas';
import type { Scenario } from './types';

/** The first screen of a remote whose first visit beyond the shell the bench sizes. */
export interface RemoteFirstPage {
  id: string;
  title: string;
  /** The remote's name in config.json (`flowDesigner`, `reports`). */
  remote: RemoteName;
  /** How the remote is named in the table ("flow designer"). */
  remoteLabel: string;
  /** The screen's name in the table's title ("Flow list"). */
  name: string;
  /** Its route (seed 000 §2.1). */
  route: string;
  /** The metrics' prefix (`flowList` gives `flowList.firstVisit.gzipKB`). */
  metric: string;
}

/**
 * A remote's first list, visited "beyond the shell" (issue 18 and 20: at most 100 kB gzip). The
 * manager logs in through the home page, chooses Acme Telecom and lands; once nothing more loads,
 * they open the route. Counted: every script fetched from then until the list shows its first row,
 * from the remote's origin (remote entry, exposed module, the list's chunks) and from the shell's
 * (shared libraries not loaded yet, such as pro-components' ProTable folders). `config.json` names
 * only that remote, so no other remote has loaded shared code first.
 */
export function remoteFirstVisitScenario(page: RemoteFirstPage): Scenario {
  return {
    id: page.id,
    title: page.title,
    async run(ctx) {
      const { stack } = ctx;
      const remote = stack.remotes.find((r) => r.name === page.remote);
      if (!remote) {
        ctx.log(`skipped: ${page.remoteLabel} is not built.`);
        return;
      }
      stack.configureRemotes([page.remote]);
      const { context, page: tab } = await ctx.newPage();
      const errors: string[] = [];
      tab.on('pageerror', (error) => errors.push(error.message));
      try {
        const js = new JsCollector(tab);
        js.phase('login');
        await openHome(tab, stack.shellOrigin);
        await submitLogin(tab, CONSOLE.manager);
        await chooseCustomer(tab, CONSOLE.customer);
        await tab.waitForURL((url) => url.pathname !== '/home', { timeout: 30_000 });
        await js.settle(3000);

        js.phase('list');
        const t0 = Date.now();
        await navigateInApp(tab, page.route);
        await waitForRemoteArea(tab, page.remote);
        await waitForListRows(tab);
        const shownMs = Date.now() - t0;
        await js.settle();

        const beyond = (s: LoadedScript) =>
          s.phase === 'list' && (s.origin === remote.origin || s.origin === stack.shellOrigin);
        const of = (origin: string) => (s: LoadedScript) =>
          s.phase === 'list' && s.origin === origin;
        const totals = {
          own: js.totals(of(remote.origin)),
          shell: js.totals(of(stack.shellOrigin)),
          total: js.totals(beyond),
        };
        const rows: Array<Array<string | number>> = [];
        const row = (origin: string, t: ScriptTotals) =>
          rows.push([
            `first visit of ${page.route}`,
            origin,
            t.files,
            kB(t.rawBytes),
            kB(t.gzipBytes),
          ]);
        row(page.remoteLabel, totals.own);
        row('shell', totals.shell);
        row('beyond the shell', totals.total);

        ctx.metric(`${page.metric}.firstVisit.gzipKB`, kB(totals.total.gzipBytes));
        ctx.metric(`${page.metric}.firstVisit.files`, totals.total.files);
        ctx.metric(`${page.metric}.firstVisit.${page.remote}.gzipKB`, kB(totals.own.gzipBytes));
        ctx.metric(`${page.metric}.firstVisit.shell.gzipKB`, kB(totals.shell.gzipBytes));
        ctx.table({
          title: `${page.name}, first visit beyond the shell (${CONSOLE.manager}, ${CONSOLE.customer}; kB = 1000 bytes, gzip level 9 file by file)`,
          columns: ['page', 'origin', 'files', 'raw kB', 'gzip kB'],
          rows,
          notes: [
            `List rows shown ${shownMs} ms after navigating (printed, never budgeted).`,
            `Largest files (gzip kB): ${largestScripts(js.scripts.filter(beyond), 6)}.`,
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
}
