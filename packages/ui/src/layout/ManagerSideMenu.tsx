import { lazy, Suspense, type ReactNode } from 'react';
import { useNarrowScreen } from './useNarrowScreen';

/** One entry of the manager side menu (seed 000 §2.5, seed 001). */
export interface ManagerMenuEntry {
  key: string;
  icon?: ReactNode;
  /** Translation key of the label (e.g. `common:menu.operators`). */
  labelKey: string;
  path: string;
  /** An action (quit) is a button; any other entry is a link to `path`. */
  action?: boolean;
}

/** Props of `ManagerSideMenu`. */
export interface ManagerSideMenuProps {
  /** The entries to show, in order (the caller filters them by permission). */
  entries: readonly ManagerMenuEntry[];
  /** Key of the current entry. */
  selectedKey?: string;
  /** Called with the entry the user picked (the caller navigates). */
  onNavigate: (entry: ManagerMenuEntry) => void;
  /** The customer selector, shown above the entries. */
  customerSelector?: ReactNode;
  /** Width of the side column (default 240). */
  width?: number;
}

// The entries and the Drawer load with the menu, not with the kit (the login page never shows them).
const ManagerSideMenuView = lazy(async () => ({
  default: (await import('./ManagerSideMenuView')).ManagerSideMenuView,
}));

/**
 * The manager side menu: the customer selector slot above the entries, a navigation list of links
 * (the current one marked `aria-current="page"`; a link opens in a new tab as any link does) and
 * action buttons (quit). From 960 px a fixed column; narrower, a menu button that opens the same
 * content in a drawer (closed after a pick).
 * Presentational: the admin console gives the entries and navigates. While its code loads, an empty
 * column of the same width keeps the page from moving.
 */
export function ManagerSideMenu(props: ManagerSideMenuProps) {
  const narrow = useNarrowScreen();
  const placeholder = <div style={{ flex: 'none', width: narrow ? 0 : (props.width ?? 240) }} />;
  return (
    <Suspense fallback={placeholder}>
      <ManagerSideMenuView {...props} />
    </Suspense>
  );
}
