import { useEffect } from 'react';
import type { RemoteName } from '../config/shellConfig';
import { preloadRemoteRoutes } from '../federation/remotes';
import { AGENT_PATH, MANAGER_PATH } from '../session/landing';

/** The remote that renders a landing path (`landingPathFor`), if any. */
function remoteOfLanding(path: string): RemoteName | null {
  if (path === AGENT_PATH) return 'agentDesk';
  if (path === MANAGER_PATH) return 'adminConsole';
  return null;
}

/**
 * Warms the remote the visitor is about to land on while they are still on the home page: the agent
 * desk as soon as the login dialog opens (most users are agents), then the remote of their actual
 * landing path once they are logged in (during the customer or password step, say).
 */
export function usePreloadLanding(loginOpen: boolean, landingPath: string | null): void {
  useEffect(() => {
    if (loginOpen) preloadRemoteRoutes('agentDesk');
  }, [loginOpen]);
  useEffect(() => {
    const remote = landingPath ? remoteOfLanding(landingPath) : null;
    if (remote) preloadRemoteRoutes(remote);
  }, [landingPath]);
}
