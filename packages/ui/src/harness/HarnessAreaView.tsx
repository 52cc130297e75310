import { getPermissions, useSession } from '@atende/api-client';
import { ROUTES } from '@atende/contract';
import { PermissionsProvider, RequireRoute } from '@atende/permissions/react';
import { matchPath, Navigate, useLocation, useNavigate } from '@atende/routing';
import Spin from 'antd/es/spin';
import type { HarnessAreaProps } from './HarnessArea';

/** Where the page guard sends a user a route refuses (seed 000 §6: the client panel). */
const REFUSED_PATH = '/painel/cliente';

/** See `HarnessArea`. */
export function HarnessAreaView({ mount, start, refused, children }: HarnessAreaProps) {
  const user = useSession((state) => state.user);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  if (!pathname.startsWith(mount)) {
    if (refused !== undefined && pathname === REFUSED_PATH) return <>{refused}</>;
    return <Navigate to={start} replace />;
  }
  const routeName = ROUTES.find((r) => matchPath({ path: r.pattern, end: true }, pathname))?.name;
  return (
    <PermissionsProvider
      load={user ? () => getPermissions(user.user_Id) : undefined}
      functionId={user?.function_Id ?? null}
    >
      <RequireRoute
        routeName={routeName}
        onRedirect={() => navigate(REFUSED_PATH, { replace: true })}
        pending={<Spin fullscreen />}
      >
        {children}
      </RequireRoute>
    </PermissionsProvider>
  );
}
