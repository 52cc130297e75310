import { BranchesOutlined, PlusOutlined } from '@ant-design/icons';
import type { MenuEntry } from '@atende/permissions';
import { panelMenuEntries, type ManagerFrameProps, type ManagerMenuEntry } from '@atende/ui';

/**
 * The flow area's own side menu (seed 000 §2.5 "The flow and report areas use the agent top bar with
 * their own side menu"): the flow list, a new flow, the admin panel when the user's levels show it
 * (`visibleMenuEntries` of `@atende/permissions`); the kit's frame adds quit.
 */
export function flowMenuEntries(visible: readonly MenuEntry[]): ManagerMenuEntry[] {
  return [
    {
      key: 'fluxo',
      path: '/fluxo',
      labelKey: 'common:menu.flows',
      icon: <BranchesOutlined aria-hidden />,
    },
    {
      key: 'create-fluxo',
      path: '/fluxo/create',
      labelKey: 'flow:frame.newFlow',
      icon: <PlusOutlined aria-hidden />,
    },
    ...panelMenuEntries(visible),
  ];
}

/** The side-menu entry of the flow page at `pathname` (the editor belongs to the list). */
export function entryOfPath(pathname: string): string {
  return pathname.startsWith('/fluxo/create') ? 'create-fluxo' : 'fluxo';
}

/**
 * The flow area's frame (seed 000 §2.5), for the kit's `ManagerArea`: its own side menu, the current
 * page's entry marked, and the customer selector the journeys read as `flow-customer`.
 */
export const FLOW_FRAME: Omit<ManagerFrameProps, 'children'> = {
  menu: flowMenuEntries,
  selectedKeyOf: entryOfPath,
  customerTestId: 'flow-customer',
};
