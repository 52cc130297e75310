import { sessionStore } from '@atende/api-client';
import { usePermissions } from '@atende/permissions/react';
import { useLocation, useNavigate } from '@atende/routing';
import { ManagerLayout, ManagerSideMenu } from '@atende/ui';
import { useMemo, type ReactNode } from 'react';
import { CustomerChooser } from './CustomerChooser';
import { areaOfPath, QUIT_KEY, sideMenuEntries } from './menuEntries';
import { useConsoleLive } from './useConsoleLive';

/**
 * The manager layout's console half (seed 000 §2.5): the side menu with the customer selector and
 * the entries the user's levels show, beside the page. The shell draws the top bar above it. Under
 * 960 px the side menu is a drawer (`ManagerSideMenu`). While it is open the hub keeps the
 * customer's dashboard data live (`useConsoleLive`).
 */
export function ConsoleFrame({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { menuEntries } = usePermissions();
  useConsoleLive();
  const entries = useMemo(() => sideMenuEntries(menuEntries), [menuEntries]);
  return (
    <ManagerLayout
      sideMenu={
        <ManagerSideMenu
          entries={entries}
          selectedKey={areaOfPath(pathname)}
          customerSelector={<CustomerChooser />}
          onNavigate={(entry) => {
            if (entry.key === QUIT_KEY) sessionStore.getState().logout();
            navigate(entry.path);
          }}
        />
      }
    >
      {children}
    </ManagerLayout>
  );
}
