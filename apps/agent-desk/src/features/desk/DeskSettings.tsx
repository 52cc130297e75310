import Checkbox from 'antd/es/checkbox';
import Flex from 'antd/es/flex';
import { useTranslation } from 'react-i18next';
import { CustomerSelect } from './CustomerSelect';
import { useDesk } from './DeskContext';

/** Customer selector and the auto-response checkbox (queue column; the settings tab on narrow screens). */
export function DeskSettings({ onAutoResponse }: { onAutoResponse(on: boolean): void }) {
  const { t } = useTranslation('agentDesk');
  const autoResponse = useDesk((state) => state.autoResponse);
  return (
    <Flex vertical gap={8}>
      <CustomerSelect />
      <Checkbox checked={autoResponse} onChange={(event) => onAutoResponse(event.target.checked)}>
        {t('desk.autoResponse')}
      </Checkbox>
    </Flex>
  );
}
