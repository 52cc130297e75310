import { RequireRoute } from '@atende/permissions/react';
import Flex from 'antd/es/flex';
import Spin from 'antd/es/spin';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '@atende/routing';
import { useRouteName } from '../routing/useDocumentTitle';
import { MANAGER_PATH } from '../session/landing';
import { LazyResult } from '../feedback/LazyResult';

/**
 * The one page guard of every remote area (issue 9): the current path's route name (the registry of
 * `@atende/contract`) gives its area, and `RequireRoute` applies the area's rule (seed 000 §6, seed
 * 001 §6): a spinner while the permissions are missing; below level 2 to painelCliente; exactly 2
 * a read-only context that the remotes' lists, forms and change buttons read (`useReadOnly`). The
 * client dashboard, the fallback, shows a short notice instead of redirecting.
 */
export function PageGuard({ children }: { children: ReactNode }) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const routeName = useRouteName();
  return (
    <RequireRoute
      routeName={routeName}
      onRedirect={() => navigate(MANAGER_PATH, { replace: true })}
      pending={
        <Flex justify="center" align="center" style={{ minHeight: 240 }}>
          <Spin tip={t('common:guard.loading')}>
            <div style={{ width: 240, height: 80 }} />
          </Spin>
        </Flex>
      }
      denied={<LazyResult status="403" subTitle={t('common:guard.denied')} />}
    >
      {children}
    </RequireRoute>
  );
}
