import { REMOTE_MOUNTS, REMOTE_NAMES, ROUTES } from '@atende/contract';
import { matchPath } from '@atende/routing';

/**
 * The route name of a path (`/painel/list-campaign` → `listCampaign`), or undefined for an unknown
 * path. Every route of seed 000 §2.1 and seed 001 §2 comes from the one registry (`ROUTES` of
 * `@atende/contract`), including the routes the remotes render; a sub-path of a remote's area that
 * the registry does not know takes its area's root name (`REMOTE_MOUNTS`).
 */
export function routeNameFor(pathname: string): string | undefined {
  for (const route of ROUTES) {
    if (matchPath({ path: route.pattern, end: true }, pathname)) return route.name;
  }
  for (const remote of REMOTE_NAMES) {
    const mount = REMOTE_MOUNTS[remote];
    if (mount.path.endsWith('*') && matchPath({ path: mount.path, end: true }, pathname))
      return mount.rootRoute;
  }
  return undefined;
}
