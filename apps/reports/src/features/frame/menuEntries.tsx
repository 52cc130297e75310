import { DollarOutlined, FileSearchOutlined, SettingOutlined } from '@ant-design/icons';
import type { MenuEntry } from '@atende/permissions';
import { panelMenuEntries, type ManagerFrameProps, type ManagerMenuEntry } from '@atende/ui';

/**
 * The report area's own side menu (seed 000 §2.5 "The flow and report areas use the agent top bar
 * with their own side menu"): the user's reports, the payments report when the Payment level opens
 * it (`payments`), the customer's report settings, the admin panel when the user's levels show it; the kit's frame adds quit.
 */
export function reportMenuEntries(
  visible: readonly MenuEntry[],
  payments: boolean,
): ManagerMenuEntry[] {
  return [
    {
      key: 'reports',
      path: '/reports',
      labelKey: 'reports:frame.reports',
      icon: <FileSearchOutlined aria-hidden />,
    },
    ...(payments
      ? [
          {
            key: 'payments',
            path: '/reports/payments',
            labelKey: 'reports:frame.payments',
            icon: <DollarOutlined aria-hidden />,
          },
        ]
      : []),
    {
      key: 'report-settings',
      path: '/reports/settings',
      labelKey: 'reports:frame.settings',
      icon: <SettingOutlined aria-hidden />,
    },
    ...panelMenuEntries(visible),
  ];
}

/** The side-menu entry of the report page at `pathname` (the viewer belongs to the list). */
export function entryOfPath(pathname: string): string {
  if (pathname.startsWith('/reports/payments')) return 'payments';
  return pathname.startsWith('/reports/settings') ? 'report-settings' : 'reports';
}

/** The report area's frame, but its menu (which depends on the Payment level: `RemoteRoutes`). */
export const REPORT_FRAME: Omit<ManagerFrameProps, 'children' | 'menu'> = {
  selectedKeyOf: entryOfPath,
  customerTestId: 'reports-customer',
};
