import type { Page } from 'playwright-core';
import type { ServedRemote } from '../stack/stack';
import type { JsCollector } from './jsCollector';

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

/** One shared library in the page: how many builds' copies ran, from where, who declares it. */
export interface SharedLibrary {
  name: string;
  /** Builds whose copy ran (the runtime's loaded copies, plus remotes whose own files ran). */
  copies: number;
  /** `shell@19.3.1`, or `agentDesk (own fallback)`. */
  from: string[];
  declaredBy: string[];
  /**
   * The remote files holding their own copy of it that the page fetched (`remote:file`) outside the
   * share scope (the scope's copy came from another build, or none did).
   */
  fallbackFiles: string[];
}

/**
 * DESIGN §2/§5 "shared libraries loaded once", for what the page has loaded so far: walks the
 * federation runtime in the page (`inspectShareScopes`) and checks which of the remotes' own fallback
 * files for a shared library (listed in their `mf-manifest.json`) the page fetched (`js` saw them). A
 * remote that falls back to its own copy (version or share key mismatch) bypasses the share scope,
 * which is why the second source is needed.
 */
export async function sharedLibraries(
  page: Page,
  js: JsCollector,
  remotes: readonly ServedRemote[],
): Promise<SharedLibrary[]> {
  const { loaded, declared } = await page.evaluate(inspectShareScopes);
  const fetched = new Set(js.scripts.map((s) => s.url));
  const fallbackFiles: Record<string, string[]> = {};
  const fallbackFrom: Record<string, Set<string>> = {};
  for (const remote of remotes) {
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
  const names = [...new Set([...Object.keys(declared), ...Object.keys(loaded)])].sort();
  return names.map((name) => {
    const runtimeCopies = loaded[name] ?? [];
    // A remote's file for a library whose share-scope copy is that remote's own is how the runtime
    // loads it (the only provider, e.g. a component only the flow designer uses): not a fallback.
    const viaScope = (remote: string) => runtimeCopies.some((c) => c.from === remote);
    const ownFallback = [...(fallbackFrom[name] ?? [])].filter((remote) => !viaScope(remote));
    const providers = new Set([...runtimeCopies.map((c) => c.from), ...ownFallback]);
    return {
      name,
      copies: Math.max(runtimeCopies.length, providers.size),
      from: [
        ...runtimeCopies.map((c) => `${c.from}@${c.version}`),
        ...ownFallback.map((remote) => `${remote} (own fallback)`),
      ],
      declaredBy: declared[name] ?? [],
      fallbackFiles: (fallbackFiles[name] ?? []).filter((file) => !viaScope(file.split(':')[0]!)),
    };
  });
}
