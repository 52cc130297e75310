import { getPermissions, useSession } from '@atende/api-client';
import { PermissionsProvider, RequireRoute } from '@atende/permissions/react';
import { Navigate, useLocation, useNavigate } from '@atende/routing';
import { ROUTES } from '@atende/contract';
import { matchPath } from '@atende/routing';
import { useQuery } from '@tanstack/react-query';
import Result from 'antd/es/result';
import Spin from 'antd/es/spin';
import { useTranslation } from 'react-i18next';
import { FLOW_NAMESPACE } from '../locale/featureTexts';
import { RemoteRoutes } from '../Routes';

/**
 * The standalone harness's logged-in area: the permissions object (`User_Data_Perm`) and the same
 * page guard the shell applies (`RequireRoute`), around the flow designer's routes.
 */
export function HarnessArea() {
  const { t } = useTranslation(FLOW_NAMESPACE);
  const user = useSession((state) => state.user);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const permissions = useQuery({
    queryKey: ['harness', 'permissions', user?.user_Id],
    queryFn: ({ signal }) => getPermissions(user!.user_Id, { signal }),
    enabled: user !== null,
  });
  if (pathname.startsWith('/painel')) return <Result status="403" title={t('frame.noAccess')} />;
  if (!pathname.startsWith('/fluxo')) return <Navigate to="/fluxo" replace />;
  const routeName = ROUTES.find((r) => matchPath({ path: r.pattern, end: true }, pathname))?.name;
  return (
    <PermissionsProvider
      permissions={permissions.data ?? null}
      functionId={user?.function_Id ?? null}
    >
      <RequireRoute
        routeName={routeName}
        onRedirect={() => navigate('/painel/cliente', { replace: true })}
        pending={<Spin fullscreen />}
      >
        <RemoteRoutes />
      </RequireRoute>
    </PermissionsProvider>
  );
}
