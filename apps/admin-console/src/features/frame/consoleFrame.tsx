import {
  AppstoreOutlined,
  BranchesOutlined,
  CustomerServiceOutlined,
  DashboardOutlined,
  FileTextOutlined,
  NotificationOutlined,
  SendOutlined,
  TagsOutlined,
  TeamOutlined,
  UserOutlined,
  BarChartOutlined,
} from '@ant-design/icons';
import { ROUTES } from '@atende/contract';
import type { MenuEntry } from '@atende/permissions';
import { matchPath } from '@atende/routing';
import type { ManagerFrameProps, ManagerMenuEntry } from '@atende/ui';
import type { ReactNode } from 'react';

/** Label key (common:menu.*) and icon of each side-menu area, in the words of seed 000 §2.5. */
const AREA_ENTRY: Record<string, { label: string; icon: ReactNode }> = {
  dashboard: { label: 'panel', icon: <DashboardOutlined aria-hidden /> },
  attendance: { label: 'attendance', icon: <CustomerServiceOutlined aria-hidden /> },
  campaigns: { label: 'campaigns', icon: <NotificationOutlined aria-hidden /> },
  operators: { label: 'operators', icon: <UserOutlined aria-hidden /> },
  groups: { label: 'groups', icon: <TeamOutlined aria-hidden /> },
  reports: { label: 'reports', icon: <BarChartOutlined aria-hidden /> },
  flows: { label: 'flows', icon: <BranchesOutlined aria-hidden /> },
  templates: { label: 'templates', icon: <FileTextOutlined aria-hidden /> },
  reasons: { label: 'reasons', icon: <TagsOutlined aria-hidden /> },
  hsm: { label: 'hsm', icon: <SendOutlined aria-hidden /> },
};

/**
 * The side-menu entries for the areas the user sees (`visibleMenuEntries` of `@atende/permissions`:
 * the level rule of seed 000 §6 and seed 001 §6); the kit's frame adds quit, which every manager has.
 */
function sideMenuEntries(visible: readonly MenuEntry[]): ManagerMenuEntry[] {
  return visible.map((entry) => ({
    key: entry.area,
    path: entry.path,
    labelKey: `common:menu.${AREA_ENTRY[entry.area]?.label ?? entry.area}`,
    icon: AREA_ENTRY[entry.area]?.icon ?? <AppstoreOutlined aria-hidden />,
  }));
}

/** The area of the console route at `pathname` (a form belongs to its list's area), if any. */
function areaOfPath(pathname: string): string | undefined {
  return (
    ROUTES.find((route) => matchPath({ path: route.pattern, end: true }, pathname))?.area ??
    undefined
  );
}

/**
 * The console's frame (seed 000 §2.5), for the kit's `ManagerArea` / `ManagerFrame`: the side menu of
 * the areas the user's levels show, the current page's area marked, and the customer selector the
 * journeys read as `console-customer`.
 */
export const CONSOLE_FRAME: Omit<ManagerFrameProps, 'children'> = {
  menu: sideMenuEntries,
  selectedKeyOf: areaOfPath,
  customerTestId: 'console-customer',
};
