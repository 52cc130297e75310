import Flex from 'antd/es/flex';
import Layout from 'antd/es/layout';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { useRouteName } from '../routing/useDocumentTitle';
import { Greeting } from './Greeting';
import { LanguageSelector } from './LanguageSelector';
import { ProfileMenu } from './ProfileMenu';
import { WaitingBell } from './WaitingBell';

/** The manager top bar of every /painel screen (seed 000 §2.5): page title, bell, greeting, menu, language. */
export function ManagerTopBar() {
  const { t } = useTranslation('shell');
  const routeName = useRouteName() ?? 'painelCliente';
  return (
    <Layout.Header
      style={{
        background: 'transparent',
        paddingInline: 16,
        height: 'auto',
        lineHeight: 'normal',
        paddingBlock: 8,
      }}
    >
      <Flex align="center" justify="space-between" gap={16} wrap>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t(`routes.${routeName}`)}
        </Typography.Title>
        <Flex align="center" gap={12}>
          <WaitingBell />
          <Greeting />
          <ProfileMenu withAdminPanel={false} />
          <LanguageSelector />
        </Flex>
      </Flex>
    </Layout.Header>
  );
}
