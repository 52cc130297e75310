import { MenuOutlined } from '@ant-design/icons';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ManagerSideMenuProps } from './ManagerSideMenu';
import { SideMenuEntries } from './SideMenuEntries';
import { useNarrowScreen } from './useNarrowScreen';

// The drawer is only for narrow screens: a wide one never loads it.
const Drawer = lazy(() => import('antd/es/drawer'));

/** The manager side menu itself, loaded by `ManagerSideMenu` (which says what it does). */
export function ManagerSideMenuView({
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
      <SideMenuEntries
        entries={entries}
        selectedKey={selectedKey}
        onPick={(entry) => {
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
        <Suspense fallback={null}>
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
        </Suspense>
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
