import Flex from 'antd/es/flex';
import type { ReactNode } from 'react';

/** Props of `ManagerLayout`. */
export interface ManagerLayoutProps {
  /** The side menu (`ManagerSideMenu`). */
  sideMenu: ReactNode;
  /** The top bar slot (the shell's manager top bar, or a screen's own bar). */
  topBar?: ReactNode;
  /** The page (`PageFrame`, `ListPage`, `FormPage`...). */
  children: ReactNode;
}

/**
 * The manager area's frame (seed 000 §2.5): side menu at the start, top bar above the page. On narrow
 * screens the side menu is only its drawer button, so the page takes the whole width.
 */
export function ManagerLayout({ sideMenu, topBar, children }: ManagerLayoutProps) {
  return (
    <Flex style={{ minHeight: 0, height: '100%' }}>
      {sideMenu}
      <Flex vertical style={{ flex: '1 1 auto', minWidth: 0, minHeight: 0 }}>
        {topBar ? <div style={{ flex: 'none' }}>{topBar}</div> : null}
        <div style={{ flex: '1 1 auto', minHeight: 0, padding: 16 }}>{children}</div>
      </Flex>
    </Flex>
  );
}
