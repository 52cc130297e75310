import { sessionStore, setUnauthorizedHandler } from '@atende/api-client';
import { useEffect } from 'react';
import { Outlet, useNavigate } from '@atende/routing';
import { useDocumentTitle } from '../routing/useDocumentTitle';
import { PageChrome } from './PageChrome';

/**
 * Wraps every route: page title from the route name, the 401 flow (network-error dialog on home and
 * logout, seed 000 §4), and the version footer.
 */
export function RootLayout() {
  const navigate = useNavigate();
  useDocumentTitle();

  useEffect(() => {
    setUnauthorizedHandler(() => {
      sessionStore.getState().logout('network');
      void navigate('/home', { replace: true });
    });
    return () => setUnauthorizedHandler(null);
  }, [navigate]);

  return (
    <PageChrome>
      <Outlet />
    </PageChrome>
  );
}
