import { routesOf } from '@atende/contract';
import { Navigate, Route, Routes } from '@atende/routing';
import Skeleton from 'antd/es/skeleton';
import { Suspense, useState } from 'react';
import { FlowFrame } from '../features/frame/FlowFrame';
import { PageLoadError } from '../features/frame/PageLoadError';
import { PAGES } from './pages';

/** The flow designer's mount point under the shell (`REMOTE_MOUNTS.flowDesigner`: `/fluxo/*`). */
const MOUNT = '/fluxo';

/** A route pattern of the registry relative to the mount (`/fluxo/view/:flow` → `view/:flow`). */
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
 * Every `/fluxo/*` route of the registry (`routesOf('flowDesigner')`), each rendering its page in the
 * flow area's frame. The shell's page guard has already applied the Flow level rule.
 */
export function FlowRoutes() {
  return (
    <FlowFrame>
      <Routes>
        {routesOf('flowDesigner').map((route) => (
          <Route
            key={route.pattern}
            path={relativePattern(route.pattern)}
            element={<RoutePage key={route.name} name={route.name} />}
          />
        ))}
        <Route path="*" element={<Navigate to="/error404" replace />} />
      </Routes>
    </FlowFrame>
  );
}
