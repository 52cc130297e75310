import { BellFilled, BellOutlined } from '@ant-design/icons';
import { useAgentPreferences } from '@atende/api-client';
import Button from 'antd/es/button';
import Tooltip from 'antd/es/tooltip';
import { useTranslation } from 'react-i18next';

/** The bell toggle of the notification sound, on by default (seed 000 §2.4, §9); the agent desk reads the same shared flag. */
export function SoundToggle() {
  const { t } = useTranslation('shell');
  const soundOn = useAgentPreferences((state) => state.soundOn);
  const toggleSound = useAgentPreferences((state) => state.toggleSound);
  const label = soundOn ? t('topBar.soundOn') : t('topBar.soundOff');
  return (
    <Tooltip title={label}>
      <Button
        type="text"
        shape="circle"
        aria-label={label}
        aria-pressed={soundOn}
        icon={soundOn ? <BellFilled /> : <BellOutlined style={{ opacity: 0.45 }} />}
        onClick={toggleSound}
      />
    </Tooltip>
  );
}
