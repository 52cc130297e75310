import { JsCollector } from '../measure/jsCollector';
import { CONSOLE, waitForListRows } from '../measure/adminConsole';
import { loginThroughUi, navigateInApp, openHome, visitRemote } from '../measure/shellJourney';
import { REMOTE_AREAS } from '../stack/areas';
import type { Scenario } from './types';

/** One copy of a shared library that was instantiated in the page. */
interface LoadedCopy {
  /** The federation container whose build provided it (shell, agentDesk, ...). */
  from: string;
  version: string;
}

/**
 * Runs in the page. Walks the Module Federation runtime (`__FEDERATION__.__INSTANCES__` and the share
 * scopes in `__FEDERATION__.__SHARE__`): every share entry that was loaded (`loaded` or `lib` set) is a
 * copy; entries are told apart by their `get` function, which is one per providing build (the same
 * object sits in a container's options and in the share scope). Returns, per library, its loaded
 * copies and the libraries every container declared.
 */
function inspectShareScopes(): {
  loaded: Record<string, LoadedCopy[]>;
  declared: Record<string, string[]>;
} {
  type Entry = {
    from?: string;
    version?: string;
    loaded?: boolean;
    lib?: unknown;
    get?: unknown;
  };
  type Instance = {
    name?: string;
    options?: { name?: string; shared?: Record<string, Entry[]> };
    shareScopeMap?: Record<string, Record<string, Record<string, Entry>>>;
  };
  const fed = (
    globalThis as unknown as {
      __FEDERATION__?: {
        __INSTANCES__?: Instance[];
        __SHARE__?: Record<string, Record<string, Record<string, Record<string, Entry>>>>;
      };
    }
  ).__FEDERATION__;
  const copies = new Map<string, Map<unknown, LoadedCopy>>();
  const declared: Record<string, string[]> = {};
  const add = (pkg: string, entry: Entry | undefined, owner?: string) => {
    if (!entry || typeof entry !== 'object') return;
    if (!(entry.loaded || entry.lib)) return;
    const key = entry.get ?? entry.lib ?? entry;
    const byKey = copies.get(pkg) ?? new Map<unknown, LoadedCopy>();
    copies.set(pkg, byKey);
    if (!byKey.has(key)) {
      byKey.set(key, { from: entry.from ?? owner ?? '?', version: entry.version ?? '?' });
    }
  };
  const scopeMaps = [
    ...Object.values(fed?.__SHARE__ ?? {}),
    ...(fed?.__INSTANCES__ ?? []).map((i) => i.shareScopeMap ?? {}),
  ];
  for (const scopeMap of scopeMaps) {
    for (const scope of Object.values(scopeMap)) {
      for (const [pkg, versions] of Object.entries(scope)) {
        for (const entry of Object.values(versions)) add(pkg, entry);
      }
    }
  }
  for (const instance of fed?.__INSTANCES__ ?? []) {
    const owner = instance.options?.name ?? instance.name ?? '?';
    for (const [pkg, entries] of Object.entries(instance.options?.shared ?? {})) {
      const owners = declared[pkg] ?? [];
      if (!owners.includes(owner)) owners.push(owner);
      declared[pkg] = owners;
      for (const entry of entries) add(pkg, entry, owner);
    }
  }
  const loaded: Record<string, LoadedCopy[]> = {};
  for (const [pkg, byKey] of copies) loaded[pkg] = [...byKey.values()];
  return { loaded, declared };
}

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
      const { loaded, declared } = await page.evaluate(inspectShareScopes);

      // A remote's own copy of a shared library that bypassed the share scope (its consume fallback
      // ran: e.g. a version or share key mismatch) is invisible to the runtime walk above; it shows as
      // the page fetching that remote's files for the library (listed in its mf-manifest.json).
      const fetched = new Set(js.scripts.map((s) => s.url));
      const fallbackFiles: Record<string, string[]> = {};
      const fallbackFrom: Record<string, Set<string>> = {};
      for (const remote of stack.remotes) {
        for (const shared of remote.manifest.shared ?? []) {
          const files = [...(shared.assets?.js?.sync ?? []), ...(shared.assets?.js?.async ?? [])];
          for (const file of files) {
            const url = new URL(file, `${remote.origin}/`).href;
            if (!fetched.has(url)) continue;
            (fallbackFiles[shared.name] ??= []).push(`${remote.name}:${file}`);
            (fallbackFrom[shared.name] ??= new Set()).add(remote.name);
          }
        }
      }

      const libs = [...new Set([...Object.keys(declared), ...Object.keys(loaded)])].sort();
      const rows = libs.map((lib) => {
        const runtimeCopies = loaded[lib] ?? [];
        // One copy per providing build: the runtime's loaded copies plus remotes whose own files ran.
        const providers = new Set([
          ...runtimeCopies.map((c) => c.from),
          ...(fallbackFrom[lib] ?? []),
        ]);
        const copies = Math.max(runtimeCopies.length, providers.size);
        if (copies > 0) ctx.metric(`sharedLibs.copies.${lib}`, copies);
        const from = [
          ...runtimeCopies.map((c) => `${c.from}@${c.version}`),
          ...[...(fallbackFrom[lib] ?? [])]
            .filter((name) => !runtimeCopies.some((c) => c.from === name))
            .map((name) => `${name} (own fallback)`),
        ];
        return [
          lib,
          copies,
          from.join(', ') || '(not loaded)',
          (declared[lib] ?? []).join(', '),
          (fallbackFiles[lib] ?? []).length,
        ];
      });
      const fallbackTotal = Object.values(fallbackFiles).reduce((n, f) => n + f.length, 0);
      ctx.metric('sharedLibs.remoteFallbackFiles', fallbackTotal);
      ctx.table({
        title: `Shared libraries after opening ${stack.remotes.map((r) => r.name).join(', ') || 'no remote'} in the shell`,
        columns: ['library', 'copies', 'loaded from', 'declared by', 'remote fallback files'],
        rows,
        notes: [
          'copies: builds whose copy of the library ran in the page (expected 1 for every loaded library):',
          '  copies the federation runtime loaded, plus remotes whose own fallback files for it were fetched.',
          'remote fallback files: files of a remote that hold its own copy of a shared library, fetched by the page (expected 0).',
          ...Object.entries(fallbackFiles).map(([lib, files]) => `  ${lib}: ${files.join(', ')}`),
        ],
      });
    } finally {
      await context.close();
    }
  },
};
