import { REMOTE_MOUNTS, type RemoteName } from '@atende/contract';
import { Navigate, type RouteObject } from 'react-router';
import { RemoteArea } from '../federation/RemoteArea';
import { HomePage } from '../home/HomePage';
import { AgentLayout } from '../layout/AgentLayout';
import { ManagerLayout } from '../layout/ManagerLayout';
import { PageGuard } from '../layout/PageGuard';
import { ProtectedArea } from '../layout/ProtectedArea';
import { RootLayout } from '../layout/RootLayout';
import { NotFoundPage } from '../routing/NotFoundPage';

/** Options of `createShellRoutes` (tests shorten the remote retry pause). */
export interface ShellRoutesOptions {
  remoteRetryDelayMs?: number;
}

/**
 * The shell's routes (seed 000 §2.1): home and error404 are public; `/` (atendimento, agent desk),
 * `/painel/*` (admin console), `/fluxo/*` (flow designer) and `/reports/*` (reports) are remote areas
 * behind the login guard and the page guard (`PageGuard`: the area's level rule); any other path goes
 * to /error404. Paths and route names come from the registry of `@atende/contract` (`REMOTE_MOUNTS`,
 * `ROUTES`).
 */
export function createShellRoutes(options: ShellRoutesOptions = {}): RouteObject[] {
  const delay = options.remoteRetryDelayMs;
  const area = (remote: RemoteName): RouteObject => ({
    path: REMOTE_MOUNTS[remote].path,
    element: (
      <PageGuard>
        <RemoteArea remote={remote} retryDelayMs={delay} />
      </PageGuard>
    ),
  });
  return [
    {
      element: <RootLayout />,
      children: [
        { path: '/home', element: <HomePage /> },
        { path: '/error404', element: <NotFoundPage /> },
        {
          element: <ProtectedArea />,
          children: [
            {
              element: <AgentLayout />,
              children: [area('agentDesk'), area('flowDesigner'), area('reports')],
            },
            {
              element: <ManagerLayout />,
              children: [area('adminConsole')],
            },
          ],
        },
        { path: '*', element: <Navigate to="/error404" replace /> },
      ],
    },
  ];
}
