import type { LogoutReason } from '@atende/api-client';
import Modal from 'antd/es/modal';
import { useTranslation } from 'react-i18next';

/** Props of `ForcedLogoutDialog`. */
export interface ForcedLogoutDialogProps {
  reason: LogoutReason | null;
  onOk: () => void;
}

/** The inactivity or network-disconnect dialog shown on home after a forced logout (seed 000 §2.3, §8). */
export function ForcedLogoutDialog({ reason, onOk }: ForcedLogoutDialogProps) {
  const { t } = useTranslation('shell');
  const texts = reason === 'inactivity' ? 'dialogs.inactivity' : 'dialogs.networkError';
  return (
    <Modal
      open={reason !== null}
      title={t(`${texts}.title`)}
      onOk={onOk}
      onCancel={onOk}
      okText={t('actions.ok')}
      cancelButtonProps={{ style: { display: 'none' } }}
    >
      {t(`${texts}.text`)}
    </Modal>
  );
}
