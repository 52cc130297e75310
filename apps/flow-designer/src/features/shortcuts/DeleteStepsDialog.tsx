import Modal from 'antd/es/modal';
import { useTranslation } from 'react-i18next';
import { FLOW_NAMESPACE } from '../../locale/featureTexts';

/** Props of `DeleteStepsDialog`. */
export interface DeleteStepsDialogProps {
  /** The steps to delete; null when the dialog is closed. */
  stepIds: readonly number[] | null;
  onConfirm(stepIds: readonly number[]): void;
  onClose(): void;
}

/** Asks before deleting steps by keyboard (issue 18: "Delete with confirmation"). */
export function DeleteStepsDialog({ stepIds, onConfirm, onClose }: DeleteStepsDialogProps) {
  const { t } = useTranslation(FLOW_NAMESPACE);
  const count = stepIds?.length ?? 0;
  return (
    <Modal
      open={stepIds !== null}
      title={t('shortcuts.deleteTitle', { count })}
      okText={t('shortcuts.deleteConfirm')}
      cancelText={t('shortcuts.cancel')}
      okButtonProps={{ danger: true, autoFocus: true }}
      onOk={() => {
        if (stepIds) onConfirm(stepIds);
        onClose();
      }}
      onCancel={onClose}
      destroyOnHidden
    >
      <p>{t('shortcuts.deleteBody')}</p>
    </Modal>
  );
}
