import theme from 'antd/es/theme';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { REMOTE_NAMES } from '../config/shellConfig';
import { remoteVersionsStore } from '../federation/remoteVersionsStore';
import { SHELL_VERSION } from '../app/version';

/** The footer: the shell's version, then the version of every remote loaded in this page (for support). */
export function Footer() {
  const { t } = useTranslation('shell');
  const { token } = theme.useToken();
  const versions = useStore(remoteVersionsStore);
  const parts = [
    t('app.version', { version: SHELL_VERSION }),
    ...REMOTE_NAMES.flatMap((remote) => {
      const version = versions[remote];
      return version ? [t('footer.remoteVersion', { area: t(`areas.${remote}`), version })] : [];
    }),
  ];
  return (
    // A plain footer drawn from tokens: antd's Layout (with its Sider) is not needed on the first page.
    <footer style={{ flex: 'none', textAlign: 'center', padding: `12px ${token.paddingLG}px` }}>
      <span style={{ fontSize: token.fontSizeSM, color: token.colorTextSecondary }}>
        {parts.join(' · ')}
      </span>
    </footer>
  );
}
