import { DashboardOutlined } from '@ant-design/icons';
import type { MenuEntry } from '@atende/permissions';
import type { ManagerMenuEntry } from '../layout/ManagerSideMenu';

/**
 * The way back to the admin panel in the side menu of an area that is not the console (the flow and
 * report areas, seed 000 §2.5): one entry when the user's levels show the dashboard
 * (`visibleMenuEntries` of `@atende/permissions`), none otherwise.
 */
export function panelMenuEntries(visible: readonly MenuEntry[]): ManagerMenuEntry[] {
  const panel = visible.find((entry) => entry.area === 'dashboard');
  if (!panel) return [];
  return [
    {
      key: 'panel',
      path: panel.path,
      labelKey: 'common:menu.panel',
      icon: <DashboardOutlined aria-hidden />,
    },
  ];
}
