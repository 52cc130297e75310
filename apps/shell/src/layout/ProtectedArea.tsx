import { selectIsLoggedIn, sessionStore, useSession } from '@atende/api-client';
import { PermissionsProvider } from '@atende/permissions/react';
import { lazy, Suspense, useState } from 'react';
import { Navigate, Outlet } from '@atende/routing';
import { PasswordDialogContext } from '../password/passwordDialogContext';
import { useSessionPermissions } from '../session/permissionsLoader';
import { useInactivityLogout } from '../session/useInactivityLogout';

// Loaded when they open (ADR 0016): the agent screen's first paint does not wait for antd's form
// engine. One that cannot be fetched reaches the router's error panel (translated, with Reload).
const ChangePasswordDialog = lazy(async () => ({
  default: (await import('../password/ChangePasswordDialog')).ChangePasswordDialog,
}));
const CustomerSelectorDialog = lazy(async () => ({
  default: (await import('../home/CustomerSelectorDialog')).CustomerSelectorDialog,
}));

/** The logged-in part of the product, once the guard let the user in. */
function LoggedInArea() {
  const user = useSession((state) => state.user);
  const currentCustomerId = useSession((state) => state.currentCustomerId);
  const permissions = useSession((state) => state.permissions);
  const [passwordRequested, setPasswordRequested] = useState(false);
  useInactivityLogout();
  useSessionPermissions();

  const forced = Boolean(user?.pass_Expired);
  const customers = user?.customer ?? [];
  return (
    <PasswordDialogContext.Provider value={() => setPasswordRequested(true)}>
      <PermissionsProvider permissions={permissions} functionId={user?.function_Id ?? null}>
        <Outlet />
      </PermissionsProvider>
      <Suspense fallback={null}>
        {forced || passwordRequested ? (
          <ChangePasswordDialog
            open
            forced={forced}
            onDone={() => setPasswordRequested(false)}
            onCancel={() => setPasswordRequested(false)}
          />
        ) : null}
        {customers.length > 1 && currentCustomerId === null ? (
          <CustomerSelectorDialog
            open
            customers={customers}
            onSelect={(customerId) => sessionStore.getState().setCustomer(customerId)}
            onLogout={() => sessionStore.getState().logout()}
          />
        ) : null}
      </Suspense>
    </PasswordDialogContext.Provider>
  );
}

/**
 * Route guard (seed 000 §2.2): every route but home and error404 needs a stored logged-in user,
 * otherwise home. Inside: the permissions object loaded into the session (`useSessionPermissions`)
 * and provided to every screen and remote (`PermissionsProvider`: the page guard and `useReadOnly`
 * read it), the inactivity logout, the change-password dialog (forced when `pass_Expired`) and the
 * customer selector while none is chosen.
 */
export function ProtectedArea() {
  const loggedIn = useSession(selectIsLoggedIn);
  if (!loggedIn) return <Navigate to="/home" replace />;
  return <LoggedInArea />;
}
