import { LogoutOutlined } from '@ant-design/icons';
import { sessionStore } from '@atende/api-client';
import { usePermissions } from '@atende/permissions/react';
import { useLocation, useNavigate } from '@atende/routing';
import { useMemo } from 'react';
import { ManagerLayout } from '../layout/ManagerLayout';
import { ManagerSideMenu, type ManagerMenuEntry } from '../layout/ManagerSideMenu';
import { CustomerChooserView } from './CustomerChooserView';
import type { ManagerFrameProps } from './ManagerFrame';

/** The key of the side menu's quit entry (seed 000 §2.5: "... HSM, quit"). */
const QUIT_KEY = 'quit';

/** Quit, the last entry of every manager side menu: it logs out and goes home. */
const QUIT_ENTRY: ManagerMenuEntry = {
  key: QUIT_KEY,
  path: '/home',
  labelKey: 'common:menu.quit',
  icon: <LogoutOutlined aria-hidden />,
  action: true,
};

/** See `ManagerFrame`. */
export function ManagerFrameView({
  menu,
  selectedKeyOf,
  customerTestId,
  children,
}: ManagerFrameProps) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { menuEntries } = usePermissions();
  const entries = useMemo(() => [...menu(menuEntries), QUIT_ENTRY], [menu, menuEntries]);
  return (
    <ManagerLayout
      sideMenu={
        <ManagerSideMenu
          entries={entries}
          selectedKey={selectedKeyOf(pathname)}
          customerSelector={<CustomerChooserView testId={customerTestId} />}
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
