import type { MenuEntry } from '@atende/permissions';
import { lazy, Suspense, type ReactNode } from 'react';
import type { ManagerMenuEntry } from '../layout/ManagerSideMenu';

/** Props of `ManagerFrame`. */
export interface ManagerFrameProps {
  /**
   * The area's side-menu entries for the menu entries the user's levels show (`visibleMenuEntries`
   * of `@atende/permissions`); the frame adds quit at the end. Keep it a stable function.
   */
  menu: (visible: readonly MenuEntry[]) => ManagerMenuEntry[];
  /** The key of the entry to mark for the page at `pathname`. */
  selectedKeyOf: (pathname: string) => string | undefined;
  /** The customer selector's `data-testid` (the browser journeys read it). */
  customerTestId: string;
  children?: ReactNode;
}

// The frame (antd Select, the router's hooks) loads with a manager area, never with the kit's entry.
const ManagerFrameView = lazy(async () => ({
  default: (await import('./ManagerFrameView')).ManagerFrameView,
}));

/**
 * A manager area's frame (seed 000 §2.5): the side menu with the customer selector and the area's
 * entries, then quit (which logs out), beside the page; the shell draws the top bar above it. Under
 * 960 px the side menu is a drawer (`ManagerSideMenu`).
 */
export function ManagerFrame(props: ManagerFrameProps) {
  return (
    <Suspense fallback={null}>
      <ManagerFrameView {...props} />
    </Suspense>
  );
}
