import type { Attendance } from '@atende/api-client';
import { useTranslation } from 'react-i18next';
import { ServiceDialog } from '../../shared/ServiceDialog';
import { EditClientForm } from './EditClientForm';

/** Props of `EditClientDialog`. */
export interface EditClientDialogProps {
  open: boolean;
  /** The service whose client is renamed; nothing is shown without one. */
  attendance: Attendance | null;
  customerId: number;
  /** After the server stored the name (trimmed). */
  onSaved: (newName: string) => void;
  onCancel: () => void;
}

/**
 * Edit-name dialog of the chat column (seed 000 §2.4, §5 "Client rename: name editable, phone
 * read-only", §8 snackTextSuccess / snackTextError). The name is required, trimmed and at most 100
 * characters. Escape cancels, except while saving.
 */
export function EditClientDialog({
  open,
  attendance,
  customerId,
  onSaved,
  onCancel,
}: EditClientDialogProps) {
  const { t } = useTranslation('agentDesk');
  return (
    <ServiceDialog
      open={open}
      title={t('client.title')}
      attendance={attendance}
      onCancel={onCancel}
    >
      {({ attendance: current, busy, onBusyChange }) => (
        <EditClientForm
          key={`${customerId}:${current.attendence_Id}:${current.client_Id}`}
          attendance={current}
          customerId={customerId}
          busy={busy}
          onBusyChange={onBusyChange}
          onSaved={onSaved}
          onCancel={onCancel}
        />
      )}
    </ServiceDialog>
  );
}
