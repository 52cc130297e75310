import { sessionStore } from '@atende/api-client';
import { usePermissions } from '@atende/permissions/react';
import { useLocation, useNavigate } from '@atende/routing';
import { ManagerLayout, ManagerSideMenu } from '@atende/ui';
import { useMemo, type ReactNode } from 'react';
import { CustomerChooser } from './CustomerChooser';
import { entryOfPath, flowMenuEntries, QUIT_KEY } from './menuEntries';

/**
 * The flow area's frame (seed 000 §2.5): its own side menu with the customer selector beside the
 * page; the shell draws the agent top bar above it. Under 960 px the side menu is a drawer.
 */
export function FlowFrame({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { menuEntries } = usePermissions();
  const entries = useMemo(() => flowMenuEntries(menuEntries), [menuEntries]);
  return (
    <ManagerLayout
      sideMenu={
        <ManagerSideMenu
          entries={entries}
          selectedKey={entryOfPath(pathname)}
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
