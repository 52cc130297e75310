import Button from 'antd/es/button';
import Modal from 'antd/es/modal';
import Progress from 'antd/es/progress';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import type { HsmSendProgress } from './useHsmSending';

/**
 * The progress dialog of a bulk send (seed 001 §2 "A progress dialog shows", §4 "'n of total'",
 * ExecHSM.progress): a bar, "n of total" and Cancel, which stops before the next row (the row being
 * sent completes).
 */
export function HsmSendDialog({
  progress,
  onCancel,
}: {
  progress: HsmSendProgress | null;
  onCancel: () => void;
}) {
  const { t } = useTranslation('admin');
  const common = useTranslation('common').t;
  const done = progress?.done ?? 0;
  const total = progress?.total ?? 0;
  return (
    <Modal
      open={progress !== null}
      title={t('hsm.progressTitle')}
      closable={false}
      maskClosable={false}
      keyboard={false}
      destroyOnHidden
      footer={
        <Button danger onClick={onCancel} disabled={progress?.cancelling}>
          {t('hsm.cancelSending')}
        </Button>
      }
    >
      <Progress
        percent={total === 0 ? 0 : Math.floor((done / total) * 100)}
        aria-label={t('hsm.progressTitle')}
      />
      <Typography.Paragraph role="status" style={{ marginBottom: 0 }}>
        {common('ExecHSM.progress', { current: done, total })}
        {progress?.cancelling ? ` ${t('hsm.cancelling')}` : ''}
      </Typography.Paragraph>
    </Modal>
  );
}
