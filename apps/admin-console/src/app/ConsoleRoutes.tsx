import { routesOf } from '@atende/contract';
import { Navigate, Route, Routes } from '@atende/routing';
import Skeleton from 'antd/es/skeleton';
import { Suspense, useState } from 'react';
import { ConsoleFrame } from '../features/frame/ConsoleFrame';
import { PageLoadError } from '../features/frame/PageLoadError';
import { PAGES } from './pages';

/** The console's mount point under the shell (`REMOTE_MOUNTS.adminConsole`: `/painel/*`). */
const MOUNT = '/painel';

/** A route pattern of the registry relative to the mount (`/painel/edit-user/:id` → `edit-user/:id`). */
export function relativePattern(pattern: string): string {
  return pattern === MOUNT ? '' : pattern.slice(MOUNT.length + 1);
}

function RoutePage({ name }: { name: string }) {
  const make = PAGES[name];
  const [Page, setPage] = useState(() => make?.());
  if (!Page) return <Navigate to="/error404" replace />;
  return (
    <PageLoadError onRetry={() => setPage(() => make!())}>
      <Suspense fallback={<Skeleton active />}>
        <Page />
      </Suspense>
    </PageLoadError>
  );
}

/**
 * Every `/painel/*` route of the registry (`routesOf('adminConsole')`), each rendering its page in
 * the console frame. The shell's page guard has already applied the route's level rule.
 */
export function ConsoleRoutes() {
  return (
    <ConsoleFrame>
      <Routes>
        {routesOf('adminConsole').map((route) => (
          <Route
            key={route.pattern}
            path={relativePattern(route.pattern)}
            element={<RoutePage key={route.name} name={route.name} />}
          />
        ))}
        <Route path="*" element={<Navigate to="/error404" replace />} />
      </Routes>
    </ConsoleFrame>
  );
}
