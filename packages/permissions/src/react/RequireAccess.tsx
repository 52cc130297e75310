import type { AreaName } from '@atende/contract';
import { useEffect, useRef, type ReactNode } from 'react';
import { REDIRECT_ROUTE } from '../areas';
import { ReadOnlyContext } from './PermissionsContext';
import { useAccess } from './useAccess';

/** Props of `RequireAccess`. */
export interface RequireAccessProps {
  /** The area the guarded screen belongs to. */
  area: AreaName;
  /** Called once when the screen must leave; the app navigates (the package knows no router). */
  onRedirect?: (routeName: typeof REDIRECT_ROUTE) => void;
  /** Shown while the permissions are not loaded yet (e.g. a spinner); default nothing. */
  pending?: ReactNode;
  /** Shown when access is denied (hidden, or redirecting); default nothing. */
  denied?: ReactNode;
  /** The screen; a function receives the read-only flag (also available through `useReadOnly`). */
  children?: ReactNode | ((readOnly: boolean) => ReactNode);
}

/** Guards a screen: renders it (read-only flag in context), or calls `onRedirect`, by the area's rule. */
export function RequireAccess({
  area,
  onRedirect,
  pending = null,
  denied = null,
  children,
}: RequireAccessProps) {
  const access = useAccess(area);
  const onRedirectRef = useRef(onRedirect);
  useEffect(() => {
    onRedirectRef.current = onRedirect;
  });
  useEffect(() => {
    if (access === 'redirect') onRedirectRef.current?.(REDIRECT_ROUTE);
  }, [access]);

  if (access === 'pending') return <>{pending}</>;
  if (access === 'redirect' || access === 'hidden') return <>{denied}</>;
  const readOnly = access === 'read-only';
  return (
    <ReadOnlyContext.Provider value={readOnly}>
      {typeof children === 'function' ? children(readOnly) : children}
    </ReadOnlyContext.Provider>
  );
}
