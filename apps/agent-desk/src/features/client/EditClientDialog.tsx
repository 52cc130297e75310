import type { Attendance } from '@atende/contract';
import { LoadedPart } from '@atende/ui';
import { useTranslation } from 'react-i18next';
import { ServiceDialog } from '../../shared/ServiceDialog';

/**
 * Fetches the form's code: on the first opening, or ahead of it when a conversation opens (the screen
 * never waits for antd's form engine, ADR 0016).
 */
export async function loadEditClientForm(): Promise<
  typeof import('./EditClientForm').EditClientForm
> {
  return (await import('./EditClientForm')).EditClientForm;
}

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
        <LoadedPart load={loadEditClientForm}>
          {(EditClientForm) => (
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
        </LoadedPart>
      )}
    </ServiceDialog>
  );
}
