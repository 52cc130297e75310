import { MenuOutlined } from '@ant-design/icons';
import Button from 'antd/es/button';
import Drawer from 'antd/es/drawer';
import Flex from 'antd/es/flex';
import Menu from 'antd/es/menu';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNarrowScreen } from './useNarrowScreen';

/** One entry of the manager side menu (seed 000 §2.5, seed 001). */
export interface ManagerMenuEntry {
  key: string;
  icon?: ReactNode;
  /** Translation key of the label (e.g. `common:menu.operators`). */
  labelKey: string;
  path: string;
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

/**
 * The manager side menu: the customer selector slot above the entries. From 960 px a fixed column;
 * narrower, a menu button that opens the same content in a drawer (closed after a pick).
 * Presentational: the admin console gives the entries and navigates.
 */
export function ManagerSideMenu({
  entries,
  selectedKey,
  onNavigate,
  customerSelector,
  width = 240,
}: ManagerSideMenuProps) {
  const { t } = useTranslation('ui');
  const narrow = useNarrowScreen();
  const [open, setOpen] = useState(false);
  const content = (
    <Flex vertical gap={8}>
      {customerSelector ? <div style={{ padding: '8px 12px' }}>{customerSelector}</div> : null}
      <Menu
        mode="inline"
        style={{ borderInlineEnd: 'none' }}
        selectedKeys={selectedKey ? [selectedKey] : []}
        items={entries.map((entry) => ({
          key: entry.key,
          icon: entry.icon,
          label: t(entry.labelKey),
        }))}
        onClick={({ key }) => {
          const entry = entries.find((e) => e.key === key);
          if (!entry) return;
          setOpen(false);
          onNavigate(entry);
        }}
      />
    </Flex>
  );
  if (narrow) {
    return (
      <>
        <Button
          type="text"
          icon={<MenuOutlined />}
          aria-label={t('layout.openMenu')}
          aria-expanded={open}
          onClick={() => setOpen(true)}
        />
        <Drawer
          placement="left"
          open={open}
          onClose={() => setOpen(false)}
          width={Math.min(width + 40, 320)}
          title={t('layout.navigation')}
          closeIcon={<span aria-label={t('layout.closeMenu')}>×</span>}
          styles={{ body: { padding: 0 } }}
        >
          <nav aria-label={t('layout.navigation')}>{content}</nav>
        </Drawer>
      </>
    );
  }
  return (
    <nav
      aria-label={t('layout.navigation')}
      style={{ width, flex: 'none', overflowY: 'auto', height: '100%' }}
    >
      {content}
    </nav>
  );
}
