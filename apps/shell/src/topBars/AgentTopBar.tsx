import { useSession } from '@atende/api-client';
import Flex from 'antd/es/flex';
import Layout from 'antd/es/layout';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { AvailabilitySwitch } from './AvailabilitySwitch';
import { Greeting } from './Greeting';
import { LanguageSelector } from './LanguageSelector';
import { ProfileMenu } from './ProfileMenu';
import { ShiftProgress } from './ShiftProgress';
import { SoundToggle } from './SoundToggle';

/**
 * The agent top bar (seed 000 §2.4), also used by the flow and report areas (§2.5): availability
 * switch, shift progress and clock, sound bell, greeting, profile menu, language selector.
 */
export function AgentTopBar() {
  const { t } = useTranslation('shell');
  const start = useSession((state) => state.user?.start_Att ?? '');
  const end = useSession((state) => state.user?.end_Att ?? '');
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
        <Flex align="center" gap={16} wrap>
          <Typography.Text strong>{t('app.name')}</Typography.Text>
          <AvailabilitySwitch />
          <ShiftProgress start={start} end={end} />
        </Flex>
        <Flex align="center" gap={8}>
          <SoundToggle />
          <Greeting />
          <ProfileMenu withAdminPanel />
          <LanguageSelector />
        </Flex>
      </Flex>
    </Layout.Header>
  );
}
