import { KeyOutlined, LogoutOutlined, SettingOutlined, UserOutlined } from '@ant-design/icons';
import { sessionStore, useSession } from '@atende/api-client';
import { canOpenAdminPanel } from '@atende/permissions';
import { MenuButton } from '@atende/ui';
import Button from 'antd/es/button';
import type { MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '@atende/routing';
import { useOpenPasswordDialog } from '../password/passwordDialogContext';
import { MANAGER_PATH } from '../session/landing';

/** Props of `ProfileMenu`. */
export interface ProfileMenuProps {
  /** Offer the admin-panel entry (agent top bar), shown only to users who may open the panel. */
  withAdminPanel: boolean;
}

/** The profile menu of the top bars: admin panel, change password, log out (seed 000 §2.4, §2.5). */
export function ProfileMenu({ withAdminPanel }: ProfileMenuProps) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const openPasswordDialog = useOpenPasswordDialog();
  // Seed 000 §2.4: "Agents reach the admin panel from the profile menu", when the loaded permissions
  // open it (the client dashboard, Painel 2 or more).
  const functions = useSession((state) => state.permissions?.user_Function);
  const showAdminPanel = withAdminPanel && canOpenAdminPanel(functions);

  const items: MenuProps['items'] = [
    ...(showAdminPanel
      ? [{ key: 'admin', icon: <SettingOutlined />, label: t('topBar.adminPanel') }]
      : []),
    { key: 'password', icon: <KeyOutlined />, label: t('topBar.changePassword') },
    { type: 'divider' as const },
    { key: 'logout', icon: <LogoutOutlined />, label: t('topBar.logout'), danger: true },
  ];

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'admin') navigate(MANAGER_PATH);
    else if (key === 'password') openPasswordDialog();
    else if (key === 'logout') {
      sessionStore.getState().logout();
      navigate('/home', { replace: true });
    }
  };

  return (
    <MenuButton menu={{ items, onClick }} placement="bottomRight">
      <Button
        type="text"
        shape="circle"
        icon={<UserOutlined />}
        aria-label={t('topBar.profileMenu')}
      />
    </MenuButton>
  );
}
