import {
  init,
  loadRemote,
  registerRemotes,
  type ModuleFederationRuntimePlugin,
} from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { REMOTE_NAMES, type RemoteName, type ShellConfig } from '../config/shellConfig';
import { remoteVersionsStore } from './remoteVersionsStore';

/** The shell's federation name; it must equal the `name` given to `createAppWebpackConfig`. */
const SHELL_FEDERATION_NAME = 'shell';

/** The module every remote exposes (DESIGN §2): `<remote>/Routes`. */
const EXPOSED_ROUTES_MODULE = 'Routes';

/**
 * The public face of a remote: its `./Routes` module exports a component named `RemoteRoutes` that
 * renders the remote's own `<Routes>` under the shell's router.
 * @public the contract every remote implements (checked against the remotes' builds in issue 10).
 */
export interface RemoteRoutesModule {
  RemoteRoutes: ComponentType;
}

/** A remote area could not be loaded: not configured, unreachable, bad manifest or bad module. */
class RemoteLoadError extends Error {
  override name = 'RemoteLoadError';
  constructor(
    readonly remote: RemoteName,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

const registered = new Set<RemoteName>();
const manifestVersions = new Map<string, string>();
const loaded = new Map<RemoteName, ComponentType>();

/** Records each manifest's build version as the runtime loads it (shown in the footer once loaded). */
function remoteVersionsPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'atende-remote-versions',
    afterLoadManifest(args) {
      const { moduleInfo, manifestJson } = args as {
        moduleInfo?: { name?: string };
        manifestJson?: { metaData?: { buildInfo?: { buildVersion?: string } } };
      };
      const version = manifestJson?.metaData?.buildInfo?.buildVersion;
      if (moduleInfo?.name && version) manifestVersions.set(moduleInfo.name, version);
      return args;
    },
  } as ModuleFederationRuntimePlugin;
}

/**
 * Registers the remotes named in `config.json` with the federation runtime of the shell's build
 * (nothing is fetched yet: a remote's code loads when its route is first visited). Returns the names
 * registered. Safe to call again: a changed URL replaces the old one.
 */
export function registerShellRemotes(remotes: ShellConfig['remotes']): RemoteName[] {
  init({ name: SHELL_FEDERATION_NAME, remotes: [], plugins: [remoteVersionsPlugin()] });
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
    if (!registered.has(remote)) throw error;
    await wait(retryDelayMs);
    component = await loadOnce(remote);
  }
  remember(remote, component);
  return loaded.get(remote) ?? component;
}
