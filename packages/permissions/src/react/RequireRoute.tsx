import { routeByName } from '@atende/contract';
import type { ReactNode } from 'react';
import type { REDIRECT_ROUTE } from '../areas';
import { RequireAccess } from './RequireAccess';

/** Props of `RequireRoute`. */
export interface RequireRouteProps {
  /** The route name of the screen, as the registry (`@atende/contract` `ROUTES`) writes it. */
  routeName: string | undefined;
  /** Called once when the screen must leave for painelCliente; the app navigates. */
  onRedirect?: (routeName: typeof REDIRECT_ROUTE) => void;
  /** Shown while the permissions are not loaded yet (a spinner). */
  pending?: ReactNode;
  /** Shown when the area is denied (hidden, or redirecting). */
  denied?: ReactNode;
  children?: ReactNode;
}

/**
 * The one page guard of every remote, by route name: the registry gives the route's area, the area's
 * rule decides (seed 000 §6 and seed 001 §6): below level 2 `onRedirect('painelCliente')`; exactly 2
 * the screen in a read-only context (`useReadOnly`); `pending` while the permissions are missing.
 * A route without an area (home, error404, an unknown name) renders as it is.
 */
export function RequireRoute({ routeName, children, ...guard }: RequireRouteProps) {
  const area = routeName ? routeByName(routeName)?.area : undefined;
  if (!area) return <>{children}</>;
  return (
    <RequireAccess key={area} area={area} {...guard}>
      {children}
    </RequireAccess>
  );
}
