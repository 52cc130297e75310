import { REMOTE_MOUNTS, REMOTE_NAMES, type RemoteName } from '@atende/contract';
import { preloadRemoteRoutes } from './remotes';

/**
 * The remote whose area a path opens (`REMOTE_MOUNTS` of `@atende/contract`: `/` is the agent desk's
 * exact path, `/painel/*` the admin console's, and so on), or null for the shell's own pages. Read
 * without the router, so that the first page's code does not need it.
 */
export function remoteOfPath(pathname: string): RemoteName | null {
  for (const remote of REMOTE_NAMES) {
    const mount = REMOTE_MOUNTS[remote].path;
    if (!mount.endsWith('/*')) {
      if (pathname === mount) return remote;
      continue;
    }
    const prefix = mount.slice(0, -2);
    if (pathname === prefix || pathname.startsWith(`${prefix}/`)) return remote;
  }
  return null;
}

/**
 * Issue 22 (ADR 0029): a visit with a stored session that opens a remote's area starts fetching that
 * remote's manifest, remote entry and exposed module as soon as the remotes are registered, beside the
 * routed shell and the permissions call, instead of after the permissions answer. Code is public; the
 * page guard still decides from the permissions before the area renders anything, so a user without
 * access never sees it. No-op on the shell's own pages and for a remote not configured.
 */
export function preloadLandingRemote(pathname: string): void {
  const remote = remoteOfPath(pathname);
  if (remote) preloadRemoteRoutes(remote);
}
