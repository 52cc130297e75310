import { explainNote } from '../measure/explain';
import { JsCollector, kB, type LoadedScript, type ScriptTotals } from '../measure/jsCollector';
import { loginThroughUi, openHome, visitRemote } from '../measure/shellJourney';
import { REMOTE_AREAS } from '../stack/areas';
import type { Scenario } from './types';

/** The `count` largest scripts by gzip size, as `name gzip kB` (to see where the weight is). */
function largest(scripts: readonly LoadedScript[], count: number): string {
  return [...scripts]
    .sort((a, b) => b.gzipBytes - a.gzipBytes)
    .slice(0, count)
    .map((s) => `${new URL(s.url).pathname.slice(1)} ${kB(s.gzipBytes)}`)
    .join(', ');
}

/**
 * DESIGN §5 "initial JS per app (gzip)". The shell: every script loaded by /home before login. Each
 * remote: the scripts fetched from its origin when its route is first visited after login (shared
 * libraries the shell already loaded are not fetched again). Bodies gzipped at level 9, summed per file.
 * Each remote is measured in a fresh browser context with config.json naming only that remote, so no
 * other remote has loaded shared code first.
 */
export const initialJsScenario: Scenario = {
  id: 'initial-js',
  title: 'Initial JS per app (gzip level 9)',
  async run(ctx) {
    const { stack } = ctx;
    const rows: Array<Array<string | number>> = [];
    const row = (app: string, when: string, t: ScriptTotals) =>
      rows.push([app, when, t.files, kB(t.rawBytes), kB(t.gzipBytes)]);
    const notes: string[] = [];

    // The shell alone (no remote configured).
    {
      stack.configureRemotes([]);
      const { context, page } = await ctx.newPage();
      try {
        const js = new JsCollector(page);
        js.phase('home');
        await openHome(page, stack.shellOrigin);
        await js.settle();
        const shell = js.totals((s) => s.origin === stack.shellOrigin);
        row('shell', 'on /home, before login', shell);
        notes.push(`Largest shell files on /home: ${largest(js.scripts, 5)}.`);
        notes.push(
          explainNote(
            '/home',
            js.scripts.map((s) => s.url),
            stack.distDirs,
          ),
        );
        ctx.metric('initialJs.shell.gzipKB', kB(shell.gzipBytes));
        const other = js.totals((s) => s.origin !== stack.shellOrigin);
        if (other.files > 0) row('(other origins)', 'on /home', other);
      } finally {
        await context.close();
      }
    }

    for (const remote of stack.remotes) {
      stack.configureRemotes([remote.name]);
      const { context, page } = await ctx.newPage();
      try {
        const js = new JsCollector(page);
        js.phase('home');
        await openHome(page, stack.shellOrigin);
        await js.settle();
        js.phase('area');
        await loginThroughUi(page, REMOTE_AREAS[remote.name].user);
        await visitRemote(page, remote.name);
        await js.settle();
        const area = (origin: string) => (s: { phase: string; origin: string }) =>
          s.phase === 'area' && s.origin === origin;
        const remoteJs = js.totals(area(remote.origin));
        const shellLazy = js.totals(area(stack.shellOrigin));
        row(remote.name, `first visit of ${REMOTE_AREAS[remote.name].route}`, remoteJs);
        notes.push(
          `Largest ${remote.name} files: ${largest(js.scripts.filter(area(remote.origin)), 3)}.`,
        );
        notes.push(
          explainNote(
            `${remote.name}'s first visit (its files and the shell's after login)`,
            js.scripts.filter((s) => s.phase === 'area').map((s) => s.url),
            stack.distDirs,
          ),
        );
        row(`  shell`, `its own chunks loaded after login`, shellLazy);
        ctx.metric(`initialJs.${remote.name}.gzipKB`, kB(remoteJs.gzipBytes));
        ctx.metric(`initialJs.shellAfterLogin.${remote.name}.gzipKB`, kB(shellLazy.gzipBytes));
      } finally {
        await context.close();
      }
    }
    stack.configureRemotes();
    if (stack.remotes.length === 0) notes.push('No remote is built: only the shell was measured.');
    ctx.table({
      title: 'Initial JavaScript per app (kB = 1000 bytes; gzip = each file at level 9)',
      columns: ['app', 'when', 'files', 'raw kB', 'gzip kB'],
      rows,
      notes,
    });
  },
};
