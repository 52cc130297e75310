import { satisfy } from '@module-federation/enhanced/runtime';

/** A shared library as a remote's `mf-manifest.json` lists it. */
export interface ManifestShared {
  name: string;
  version?: string;
  requiredVersion?: string | false;
  singleton?: boolean;
}

/** One shared library the page provides in a version the remote does not accept. */
export interface Incompatibility {
  name: string;
  required: string;
  provided: string;
}

/** What this shell build provides to the page (defined at build time; empty in tests). */
export const PROVIDED_SHARED: Readonly<Record<string, string>> =
  typeof __ATENDE_PROVIDED_SHARED__ === 'object' ? __ATENDE_PROVIDED_SHARED__ : {};

/**
 * The compatibility rule (ADR 0014): a remote runs only when every singleton it requires, and the
 * shell provides, satisfies the remote's declared range. The shell's copy is the one a singleton
 * resolves to (loaded first), so a remote built against a newer `@atende/api-client` than the shell
 * carries would otherwise call functions that do not exist. Libraries the shell does not provide are
 * the remote's own business.
 */
export function incompatibilities(
  shared: readonly ManifestShared[] | undefined,
  provided: Readonly<Record<string, string>> = PROVIDED_SHARED,
): Incompatibility[] {
  const found: Incompatibility[] = [];
  for (const entry of shared ?? []) {
    if (!entry.singleton || !entry.requiredVersion) continue;
    const version = provided[entry.name];
    if (version === undefined) continue;
    if (!satisfy(version, entry.requiredVersion)) {
      found.push({ name: entry.name, required: entry.requiredVersion, provided: version });
    }
  }
  return found;
}

/** One line for the console: which library, which range, which version. */
export function describeIncompatibilities(list: readonly Incompatibility[]): string {
  return list.map((i) => `${i.name} ${i.required} (the shell provides ${i.provided})`).join('; ');
}
