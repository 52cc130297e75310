import Layout from 'antd/es/layout';
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
    <Layout.Footer style={{ textAlign: 'center', paddingBlock: 12 }}>
      <span style={{ fontSize: token.fontSizeSM, color: token.colorTextSecondary }}>
        {parts.join(' · ')}
      </span>
    </Layout.Footer>
  );
}
