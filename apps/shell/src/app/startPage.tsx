import { selectIsLoggedIn, sessionStore, startFirstScreenReads } from '@atende/api-client';
import type { Root } from 'react-dom/client';
import { preloadLandingRemote, remoteOfPath } from '../federation/landingRemote';
import { startPermissionsEarly } from '../session/earlyPermissions';
import { loadAgentLayout, loadManagerLayout } from '../layout/loadLayouts';
import { HomeApp } from './HomeApp';
import { renderStartupError } from './renderStartupError';

/** The path of the home page (seed 000 §2.1). */
const HOME_PATH = '/home';

let routedApp: Promise<typeof import('./RoutedApp')> | null = null;

/** Fetches the routed shell once (the router, the data layer and the routes). */
function loadRoutedApp(): Promise<typeof import('./RoutedApp')> {
  routedApp ??= import('./RoutedApp').catch((error: unknown) => {
    routedApp = null; // the next attempt fetches again
    throw error;
  });
  return routedApp;
}

/** Fetches the logged-in layout a path renders in (the routes load it lazily). */
function loadLayoutFor(pathname: string): Promise<unknown> {
  return pathname.startsWith('/painel') ? loadManagerLayout() : loadAgentLayout();
}

/**
 * Starts fetching what a visit that does not start on home renders first (the routed shell and its
 * layout), before config.json has even arrived, so the code does not wait for it and for each other
 * in turn.
 */
export function prefetchFirstPage(): void {
  const { pathname } = window.location;
  if (startsOnHome(pathname, selectIsLoggedIn(sessionStore.getState()))) return;
  void loadRoutedApp().catch(() => undefined);
  void loadLayoutFor(pathname).catch(() => undefined);
}

/**
 * With a stored session on a remote's area, starts what its first screen waits for once the API and
 * the remotes are configured (issue 22, ADR 0029): the permissions call, the area's remote (its
 * manifest, entry and exposed module) and its first screen's reads, beside the routed shell, not
 * after it. The page guard still decides from the permissions before the area renders. Nothing for
 * a visitor without a session (the guard sends them home) nor on the shell's own pages.
 */
export function startFirstPageCalls(): void {
  const { pathname } = window.location;
  const remote = remoteOfPath(pathname);
  if (!selectIsLoggedIn(sessionStore.getState()) || !remote) return;
  startPermissionsEarly();
  preloadLandingRemote(pathname);
  // The landing screen's first reads, beside its code: its own identical calls take their answers.
  const { currentCustomerId, user } = sessionStore.getState();
  if (currentCustomerId !== null && !user?.pass_Expired)
    startFirstScreenReads(remote, currentCustomerId);
}

/**
 * True when the page starts on home without the router: a visit to /home, or a visitor without a
 * stored session at the root (the shell's URL, where the guard would send them home anyway).
 */
export function startsOnHome(pathname: string, loggedIn: boolean): boolean {
  return pathname === HOME_PATH || (!loggedIn && pathname === '/');
}

/** Renders the routed shell at the current address (or `path`, replacing home in the history). */
async function renderRoutedApp(root: Root, path?: string): Promise<void> {
  try {
    const { RoutedApp } = await loadRoutedApp();
    if (path) window.history.replaceState(null, '', path);
    root.render(<RoutedApp />);
  } catch (error) {
    console.error('The shell could not load its pages.', error);
    await renderStartupError(root);
  }
}

/**
 * Renders the first page (ADR 0016): home without the router when the visit starts there, otherwise
 * the routed shell. Home hands over to the routed shell when the user enters.
 */
export function startPage(root: Root): void {
  const { pathname } = window.location;
  if (!startsOnHome(pathname, selectIsLoggedIn(sessionStore.getState()))) {
    void renderRoutedApp(root);
    return;
  }
  if (pathname !== HOME_PATH) window.history.replaceState(null, '', HOME_PATH);
  root.render(
    <HomeApp
      onEnter={(path) => void renderRoutedApp(root, path)}
      onLoginStart={() => void loadRoutedApp().catch(() => undefined)}
    />,
  );
}
