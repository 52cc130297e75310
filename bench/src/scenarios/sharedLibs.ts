import { JsCollector } from '../measure/jsCollector';
import { CONSOLE, waitForListRows } from '../measure/adminConsole';
import { sharedLibraries } from '../measure/sharedLibraries';
import { loginThroughUi, navigateInApp, openHome, visitRemote } from '../measure/shellJourney';
import { REMOTE_AREAS } from '../stack/areas';
import type { Scenario } from './types';

/**
 * DESIGN §2/§5 "shared libraries loaded once": log in, open every served remote inside the shell (and
 * the admin console's first list page, for pro-components), then count the copies of each shared
 * library that ran (expected 1 each): the copies the federation runtime loaded, and the remotes whose
 * own fallback files for the library the page fetched.
 */
export const sharedLibsScenario: Scenario = {
  id: 'shared-libs',
  title: 'Shared libraries loaded once (every remote opened inside the shell)',
  async run(ctx) {
    const { stack } = ctx;
    stack.configureRemotes();
    const { context, page } = await ctx.newPage();
    try {
      const js = new JsCollector(page);
      await openHome(page, stack.shellOrigin);
      const first = stack.remotes[0];
      await loginThroughUi(page, first ? REMOTE_AREAS[first.name].user : 'agent1');
      for (const remote of stack.remotes) await visitRemote(page, remote.name);
      // The console's first screen shares little of pro-components' world: open its first list page
      // (ProTable through the UI kit's ListPage) too, so that pro-components and the antd folders it
      // brings are checked as well.
      if (stack.remotes.some((r) => r.name === 'adminConsole')) {
        await navigateInApp(page, CONSOLE.listRoute);
        await waitForListRows(page);
      }
      await js.settle();
      const libs = await sharedLibraries(page, js, stack.remotes);
      const rows = libs.map((lib) => {
        if (lib.copies > 0) ctx.metric(`sharedLibs.copies.${lib.name}`, lib.copies);
        return [
          lib.name,
          lib.copies,
          lib.from.join(', ') || '(not loaded)',
          lib.declaredBy.join(', '),
          lib.fallbackFiles.length,
        ];
      });
      const fallbackTotal = libs.reduce((n, lib) => n + lib.fallbackFiles.length, 0);
      ctx.metric('sharedLibs.remoteFallbackFiles', fallbackTotal);
      ctx.table({
        title: `Shared libraries after opening ${stack.remotes.map((r) => r.name).join(', ') || 'no remote'} in the shell`,
        columns: ['library', 'copies', 'loaded from', 'declared by', 'remote fallback files'],
        rows,
        notes: [
          'copies: builds whose copy of the library ran in the page (expected 1 for every loaded library):',
          '  copies the federation runtime loaded, plus remotes whose own fallback files for it were fetched.',
          'remote fallback files: files of a remote holding its own copy of a library whose shared copy came from another build (expected 0).',
          ...libs
            .filter((lib) => lib.fallbackFiles.length > 0)
            .map((lib) => `  ${lib.name}: ${lib.fallbackFiles.join(', ')}`),
        ],
      });
    } finally {
      await context.close();
    }
  },
};
