import { REMOTE_MOUNTS, type RemoteName } from '@atende/contract';
import Spin from 'antd/es/spin';
import { Navigate, type RouteObject } from '@atende/routing';
import { RemoteArea } from '../federation/RemoteArea';
import { RoutedHomePage } from '../home/RoutedHomePage';
import { PageGuard } from '../layout/PageGuard';
import { ProtectedArea } from '../layout/ProtectedArea';
import { RootLayout } from '../layout/RootLayout';
import { NotFoundPage } from '../routing/NotFoundPage';
import { PageErrorPanel } from '../routing/PageErrorPanel';
import { loadAgentLayout, loadManagerLayout } from '../layout/loadLayouts';

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
      // A lazy layout that cannot be fetched, or a page that throws: a translated panel with Reload.
      errorElement: <PageErrorPanel />,
      // Shown while a lazy layout loads on the first navigation (a reload of a logged-in page).
      hydrateFallbackElement: <Spin fullscreen />,
      children: [
        { path: '/home', element: <RoutedHomePage /> },
        { path: '/error404', element: <NotFoundPage /> },
        {
          element: <ProtectedArea />,
          children: [
            {
              // The logged-in layouts (top bars, menus) load after login: the login page never needs them.
              lazy: async () => ({
                Component: (await loadAgentLayout()).AgentLayout,
              }),
              children: [area('agentDesk'), area('flowDesigner'), area('reports')],
            },
            {
              lazy: async () => ({
                Component: (await loadManagerLayout()).ManagerLayout,
              }),
              children: [area('adminConsole')],
            },
          ],
        },
        { path: '*', element: <Navigate to="/error404" replace /> },
      ],
    },
  ];
}
