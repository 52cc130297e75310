import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from '@atende/routing';
import { AppProviders } from './AppProviders';
import { createShellRoutes } from './routes';

/**
 * The whole shell under its router: every page once someone is logged in, and home after a logout.
 * Loaded after login (or at start for a logged-in visit), so the login page never downloads the
 * router, the data layer or the logged-in layouts (ADR 0016).
 */
export function RoutedApp() {
  const [router] = useState(() => createBrowserRouter(createShellRoutes()));
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
