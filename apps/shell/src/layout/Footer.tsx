import { STATIC_THEME_TOKENS as T } from '@atende/ui/tokens';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { REMOTE_NAMES } from '../config/shellConfig';
import { remoteVersionsStore } from '../federation/remoteVersionsStore';
import { SHELL_VERSION } from '../app/version';

/** The footer: the shell's version, then the version of every remote loaded in this page (for support). */
export function Footer() {
  const { t } = useTranslation('shell');
  const versions = useStore(remoteVersionsStore);
  const parts = [
    t('app.version', { version: SHELL_VERSION }),
    ...REMOTE_NAMES.flatMap((remote) => {
      const version = versions[remote];
      return version ? [t('footer.remoteVersion', { area: t(`areas.${remote}`), version })] : [];
    }),
  ];
  return (
    // A plain footer drawn from the theme's static tokens: neither antd's Layout nor its theme code
    // is needed on the first page.
    <footer style={{ flex: 'none', textAlign: 'center', padding: `12px ${T.paddingLG}px` }}>
      <span style={{ fontSize: T.fontSizeSM, color: T.colorTextSecondary }}>
        {parts.join(' · ')}
      </span>
    </footer>
  );
}
