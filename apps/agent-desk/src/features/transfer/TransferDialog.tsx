import type { Attendance } from '@atende/api-client';
import { Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TransferForm } from './TransferForm';

/** Props of `TransferDialog`. */
export interface TransferDialogProps {
  open: boolean;
  /** The service to transfer; nothing is shown without one. */
  attendance: Attendance | null;
  customerId: number;
  /** After the server moved the service to the group's queue. */
  onTransferred: (attendanceId: number) => void;
  onCancel: () => void;
}

/**
 * Transfer dialog (seed 000 §2.4 "transfer (choose a group)", §4, §5 "Transfer requires a
 * confirmation and non-zero ids", §7 "Transfer success: snackbar 'Transferido com Sucesso'"): loads
 * the groups, asks for a confirmation, then transfers. A failure shows the API error's text and keeps
 * the dialog open. Escape cancels, except while transferring.
 */
export function TransferDialog({
  open,
  attendance,
  customerId,
  onTransferred,
  onCancel,
}: TransferDialogProps) {
  const { t } = useTranslation('agentDesk');
  const [busy, setBusy] = useState(false);
  // Keeps the last service while the dialog fades out after the parent cleared it.
  const [shown, setShown] = useState<Attendance | null>(attendance);
  if (attendance && attendance !== shown) setShown(attendance);
  const current = attendance ?? shown;

  return (
    <Modal
      open={open}
      title={t('transfer.title')}
      onCancel={busy ? undefined : onCancel}
      closable={!busy}
      keyboard={!busy}
      maskClosable={false}
      footer={null}
      destroyOnHidden
    >
      {current ? (
        <TransferForm
          key={`${customerId}:${current.attendence_Id}`}
          attendance={current}
          customerId={customerId}
          busy={busy}
          onBusyChange={setBusy}
          onTransferred={onTransferred}
          onCancel={onCancel}
        />
      ) : null}
    </Modal>
  );
}
