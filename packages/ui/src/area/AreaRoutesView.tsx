import { routesOf, REMOTE_MOUNTS, type RemoteName } from '@atende/contract';
import { Navigate, Route, Routes } from '@atende/routing';
import Skeleton from 'antd/es/skeleton';
import { Suspense, useState } from 'react';
import type { PageFactory } from './lazyPage';
import { PageLoadError } from './PageLoadError';

/** Where the shell mounts `remote`, without its wildcard (`/painel/*` → `/painel`). */
function mountOf(remote: RemoteName): string {
  return REMOTE_MOUNTS[remote].path.replace(/\/?\*$/, '');
}

/** A route pattern relative to the mount (`/painel` + `/painel/edit-user/:id` → `edit-user/:id`). */
export function relativePattern(mount: string, pattern: string): string {
  return pattern === mount ? '' : pattern.slice(mount.length + 1);
}

function RoutePage({ make }: { make: PageFactory | undefined }) {
  const [Page, setPage] = useState(() => make?.());
  if (!make || !Page) return <Navigate to="/error404" replace />;
  return (
    <PageLoadError onRetry={() => setPage(() => make())}>
      <Suspense fallback={<Skeleton active />}>
        <Page />
      </Suspense>
    </PageLoadError>
  );
}

/**
 * Every route the registry gives `remote` (`routesOf`), relative to its mount, each rendering its
 * page of `pages`; an unknown path (or a route without a page) goes to /error404. The shell's page
 * guard has already applied the route's level rule.
 */
export function AreaRoutesView({
  remote,
  pages,
}: {
  remote: RemoteName;
  pages: Readonly<Record<string, PageFactory>>;
}) {
  const mount = mountOf(remote);
  return (
    <Routes>
      {routesOf(remote).map((route) => (
        <Route
          key={route.pattern}
          path={relativePattern(mount, route.pattern)}
          element={<RoutePage key={route.name} make={pages[route.name]} />}
        />
      ))}
      <Route path="*" element={<Navigate to="/error404" replace />} />
    </Routes>
  );
}
