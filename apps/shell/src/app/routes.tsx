import { Navigate, type RouteObject } from 'react-router';
import { RemoteArea } from '../federation/RemoteArea';
import { HomePage } from '../home/HomePage';
import { AgentLayout } from '../layout/AgentLayout';
import { ManagerLayout } from '../layout/ManagerLayout';
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
 * behind the guard; any other path goes to /error404. Route names, for titles, are in `routeNames.ts`.
 */
export function createShellRoutes(options: ShellRoutesOptions = {}): RouteObject[] {
  const delay = options.remoteRetryDelayMs;
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
              children: [
                { path: '/', element: <RemoteArea remote="agentDesk" retryDelayMs={delay} /> },
                {
                  path: '/fluxo/*',
                  element: <RemoteArea remote="flowDesigner" retryDelayMs={delay} />,
                },
                {
                  path: '/reports/*',
                  element: <RemoteArea remote="reports" retryDelayMs={delay} />,
                },
              ],
            },
            {
              element: <ManagerLayout />,
              children: [
                {
                  path: '/painel/*',
                  element: <RemoteArea remote="adminConsole" retryDelayMs={delay} />,
                },
              ],
            },
          ],
        },
        { path: '*', element: <Navigate to="/error404" replace /> },
      ],
    },
  ];
}
