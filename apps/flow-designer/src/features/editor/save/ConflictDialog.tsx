import type { FlowVersionConflict } from '@atende/contract';
import { formatDateTime } from '@atende/ui';
import Button from 'antd/es/button';
import Modal from 'antd/es/modal';
import { useTranslation } from 'react-i18next';
import { FLOW_NAMESPACE } from '../../../locale/featureTexts';

/** Props of `ConflictDialog`. */
export interface ConflictDialogProps {
  conflict: FlowVersionConflict;
  onReload(): void;
  onSaveAsCopy(): void;
  onClose(): void;
}

/** A save refused over a newer version: who saved it and when; reload theirs or save mine as a copy. */
export function ConflictDialog({ conflict, onReload, onSaveAsCopy, onClose }: ConflictDialogProps) {
  const { t } = useTranslation(FLOW_NAMESPACE);
  return (
    <Modal
      open
      title={t('editor.conflictTitle')}
      onCancel={onClose}
      footer={[
        <Button key="cancel" onClick={onClose}>
          {t('editor.cancel')}
        </Button>,
        <Button key="reload" onClick={onReload}>
          {t('editor.reload')}
        </Button>,
        <Button key="copy" type="primary" onClick={onSaveAsCopy}>
          {t('editor.saveAsCopy')}
        </Button>,
      ]}
    >
      <p>
        {t('editor.conflictText', {
          user: conflict.saved_By.user_Name || conflict.saved_By.user_Login,
          time: formatDateTime(conflict.saved_At),
        })}
      </p>
    </Modal>
  );
}
