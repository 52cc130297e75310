import type { Attendance } from '@atende/contract';
import { LoadedPart } from '@atende/ui';
import { useTranslation } from 'react-i18next';
import { ServiceDialog } from '../../shared/ServiceDialog';

/**
 * Fetches the form's code: on the first opening, or ahead of it when a conversation opens (the screen
 * never waits for antd's form engine, ADR 0016).
 */
export async function loadTransferForm(): Promise<typeof import('./TransferForm').TransferForm> {
  return (await import('./TransferForm')).TransferForm;
}

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
  return (
    <ServiceDialog
      open={open}
      title={t('transfer.title')}
      attendance={attendance}
      onCancel={onCancel}
    >
      {({ attendance: current, busy, onBusyChange }) => (
        <LoadedPart load={loadTransferForm}>
          {(TransferForm) => (
            <TransferForm
              key={`${customerId}:${current.attendence_Id}`}
              attendance={current}
              customerId={customerId}
              busy={busy}
              onBusyChange={onBusyChange}
              onTransferred={onTransferred}
              onCancel={onCancel}
            />
          )}
        </LoadedPart>
      )}
    </ServiceDialog>
  );
}
