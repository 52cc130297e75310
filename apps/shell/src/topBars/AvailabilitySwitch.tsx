import { isApiRequestError, setPaused, useAgentPreferences } from '@atende/api-client';
import { apiErrorKey } from '@atende/locale';
import App from 'antd/es/app';
import Flex from 'antd/es/flex';
import Switch from 'antd/es/switch';
import Tag from 'antd/es/tag';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { writePauseCookie } from './pauseCookie';

/**
 * Available / unavailable switch with its status chip (seed 000 §2.4, §4): informs the server
 * (`User_Att_Pause`), keeps the choice in the pause cookie and in the shared agent preferences (the
 * agent desk reloads its lists on a change). On failure the switch stays as it was.
 */
export function AvailabilitySwitch() {
  const { t } = useTranslation('shell');
  const { message } = App.useApp();
  const paused = useAgentPreferences((state) => state.paused);
  const setPausedState = useAgentPreferences((state) => state.setPausedFlag);
  const [busy, setBusy] = useState(false);

  const change = async (available: boolean) => {
    setBusy(true);
    try {
      await setPaused(!available);
      writePauseCookie(!available);
      setPausedState(!available);
    } catch (error) {
      console.error('Availability change failed.', error);
      message.error(
        isApiRequestError(error) && error.code !== 'network'
          ? t(apiErrorKey(error.code))
          : t('topBar.pauseError'),
        3,
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <Flex align="center" gap={8}>
      <Switch
        checked={!paused}
        loading={busy}
        onChange={(checked) => void change(checked)}
        aria-label={t('topBar.availability')}
      />
      <Tag color={paused ? 'default' : 'green'}>
        {paused ? t('availability.unavailable') : t('availability.available')}
      </Tag>
    </Flex>
  );
}
