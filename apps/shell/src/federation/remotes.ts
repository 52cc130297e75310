import {
  init,
  loadRemote,
  registerRemotes,
  type ModuleFederationRuntimePlugin,
} from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { REMOTE_NAMES, type RemoteName, type ShellConfig } from '../config/shellConfig';
import {
  describeIncompatibilities,
  incompatibilities,
  PROVIDED_SHARED,
  type ManifestShared,
} from './compatibility';
import { remoteVersionsStore } from './remoteVersionsStore';

/** The shell's federation name; it must equal the `name` given to `createAppWebpackConfig`. */
const SHELL_FEDERATION_NAME = 'shell';

/** The module every remote exposes (DESIGN §2): `<remote>/Routes`. */
const EXPOSED_ROUTES_MODULE = 'Routes';

/** Why an area has no remote: it could not be fetched, or it needs newer shared packages. */
export type RemoteFailure = 'unavailable' | 'incompatible';

/**
 * A remote area could not be loaded: not configured, unreachable, bad manifest or bad module
 * (`unavailable`), or built against shared packages newer than this shell provides (`incompatible`).
 */
export class RemoteLoadError extends Error {
  override name = 'RemoteLoadError';
  constructor(
    readonly remote: RemoteName,
    message: string,
    options?: { cause?: unknown; reason?: RemoteFailure },
  ) {
    super(message, options);
    this.reason = options?.reason ?? 'unavailable';
  }
  readonly reason: RemoteFailure;
}

const registered = new Set<RemoteName>();
const manifestVersions = new Map<string, string>();
const loaded = new Map<RemoteName, ComponentType>();
/** Remotes whose manifest failed the compatibility rule, with the reason for the console. */
const incompatible = new Map<string, string>();

/**
 * Reads each manifest as the runtime loads it: records its build version (the footer shows it once
 * loaded) and applies the compatibility rule before any of the remote's code runs (ADR 0014). An
 * incompatible manifest stops the load here.
 */
function manifestCheckPlugin(
  provided: Readonly<Record<string, string>>,
): ModuleFederationRuntimePlugin {
  return {
    name: 'atende-manifest-check',
    afterLoadManifest(args) {
      const { moduleInfo, manifestJson } = args as {
        moduleInfo?: { name?: string };
        manifestJson?: {
          metaData?: { buildInfo?: { buildVersion?: string } };
          shared?: ManifestShared[];
        };
      };
      const name = moduleInfo?.name;
      const version = manifestJson?.metaData?.buildInfo?.buildVersion;
      if (name && version) manifestVersions.set(name, version);
      const problems = incompatibilities(manifestJson?.shared, provided);
      if (name && problems.length > 0) {
        const reason = describeIncompatibilities(problems);
        incompatible.set(name, reason);
        throw new Error(`Remote "${name}" ${version ?? ''} needs newer shared packages: ${reason}`);
      }
      if (name) incompatible.delete(name);
      return args;
    },
  } as ModuleFederationRuntimePlugin;
}

/**
 * Registers the remotes named in `config.json` with the federation runtime of the shell's build
 * (nothing is fetched yet: a remote's code loads when its route is first visited). Returns the names
 * registered. Safe to call again: a changed URL replaces the old one. `provided`: the shared versions
 * this shell provides (its build's), against which each remote's manifest is checked (ADR 0014).
 */
export function registerShellRemotes(
  remotes: ShellConfig['remotes'],
  provided: Readonly<Record<string, string>> = PROVIDED_SHARED,
): RemoteName[] {
  init({ name: SHELL_FEDERATION_NAME, remotes: [], plugins: [manifestCheckPlugin(provided)] });
  const entries = REMOTE_NAMES.flatMap((name) => {
    const entry = remotes[name];
    return entry ? [{ name, entry }] : [];
  });
  registerRemotes(entries, { force: true });
  registered.clear();
  loaded.clear();
  remoteVersionsStore.setState({}, true);
  for (const { name } of entries) registered.add(name);
  return entries.map(({ name }) => name);
}

/** The component of an exposed `./Routes` module (named `RemoteRoutes`; a lone component export is accepted). */
export function routesComponentOf(module: unknown): ComponentType | null {
  if (!module || typeof module !== 'object') return null;
  const exports = module as Record<string, unknown>;
  const isComponent = (value: unknown): value is ComponentType =>
    typeof value === 'function' ||
    (typeof value === 'object' && value !== null && '$$typeof' in value);
  if (isComponent(exports.RemoteRoutes)) return exports.RemoteRoutes;
  const components = Object.values(exports).filter(isComponent);
  return components.length === 1 ? (components[0] ?? null) : null;
}

/** The component of a remote already loaded in this page, if any (renders without waiting). */
export function loadedRemoteRoutes(remote: RemoteName): ComponentType | undefined {
  return loaded.get(remote);
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function loadOnce(remote: RemoteName): Promise<ComponentType> {
  if (!registered.has(remote)) {
    throw new RemoteLoadError(remote, `Remote "${remote}" is not configured in config.json.`);
  }
  let module: unknown;
  try {
    module = await loadRemote<unknown>(`${remote}/${EXPOSED_ROUTES_MODULE}`);
  } catch (error) {
    const needs = incompatible.get(remote);
    if (needs) {
      throw new RemoteLoadError(
        remote,
        `Remote "${remote}" was built for newer shared packages than this shell provides: ${needs}. ` +
          'Point config.json at a compatible release of the remote, or deploy a newer shell.',
        { cause: error, reason: 'incompatible' },
      );
    }
    throw new RemoteLoadError(remote, `Remote "${remote}" could not be loaded.`, { cause: error });
  }
  const component = routesComponentOf(module);
  if (!component) {
    throw new RemoteLoadError(
      remote,
      `Remote "${remote}" does not export a RemoteRoutes component.`,
    );
  }
  return component;
}

/**
 * Starts loading `<remote>/Routes` in the background when the user is likely to open it soon (DESIGN §2:
 * preloading is welcome), so that its route renders without waiting. One attempt, no retry; a failure
 * is silent here, since the route's own load retries and shows the fallback. No-op for a remote that is
 * not configured or already loaded.
 */
export function preloadRemoteRoutes(remote: RemoteName): void {
  if (!registered.has(remote) || loaded.has(remote)) return;
  loadOnce(remote).then(
    (component) => remember(remote, component),
    (error: unknown) =>
      console.warn(`Preloading ${remote} failed; its route will try again.`, error),
  );
}

function remember(remote: RemoteName, component: ComponentType): void {
  if (loaded.has(remote)) return;
  loaded.set(remote, component);
  remoteVersionsStore.setState({ [remote]: manifestVersions.get(remote) ?? '?' });
}

/**
 * Loads `<remote>/Routes` on first use, retrying once after `retryDelayMs`; records the remote's
 * version for the footer. Rejects with `RemoteLoadError` when both attempts fail.
 */
export async function loadRemoteRoutes(
  remote: RemoteName,
  retryDelayMs = 1000,
): Promise<ComponentType> {
  const cached = loaded.get(remote);
  if (cached) return cached;
  let component: ComponentType;
  try {
    component = await loadOnce(remote);
  } catch (error) {
    // Not configured, or incompatible: trying again cannot help.
    if (!registered.has(remote)) throw error;
    if (error instanceof RemoteLoadError && error.reason === 'incompatible') throw error;
    await wait(retryDelayMs);
    component = await loadOnce(remote);
  }
  remember(remote, component);
  return loaded.get(remote) ?? component;
}
