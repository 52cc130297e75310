import type { Attendance } from '@atende/contract';
import { LoadedPart } from '@atende/ui';
import { useTranslation } from 'react-i18next';
import { ServiceDialog } from '../../shared/ServiceDialog';

/**
 * Fetches the form's code: on the first opening, or ahead of it when a conversation opens (the screen
 * never waits for antd's form engine, ADR 0016).
 */
export async function loadCloseForm(): Promise<typeof import('./CloseForm').CloseForm> {
  return (await import('./CloseForm')).CloseForm;
}

/** Props of `CloseDialog`. */
export interface CloseDialogProps {
  open: boolean;
  /** The service to close; nothing is shown without one. */
  attendance: Attendance | null;
  customerId: number;
  /** After the server closed the service. */
  onClosed: (attendanceId: number) => void;
  onCancel: () => void;
}

/**
 * Close-service dialog (seed 000 §2.4, §4, §5): Save refuses a missing completion
 * (errorClosingServices) or campaign (errorCampaign), then closes plainly (User_Att_Close) with the
 * 'No configuring...' placeholder (id -1) or with the campaign's flow
 * (Light_Ext_Change_Flow_Attendence). A server error keeps the dialog open with the input. The form is
 * mounted per opening and per service, so it resets when opened for another attendance. Escape
 * cancels, except while saving.
 */
export function CloseDialog({
  open,
  attendance,
  customerId,
  onClosed,
  onCancel,
}: CloseDialogProps) {
  const { t } = useTranslation('agentDesk');
  return (
    <ServiceDialog
      open={open}
      title={t('closing.title')}
      attendance={attendance}
      onCancel={onCancel}
      width={600}
    >
      {({ attendance: current, busy, onBusyChange }) => (
        <LoadedPart load={loadCloseForm}>
          {(CloseForm) => (
            <CloseForm
              key={`${customerId}:${current.attendence_Id}`}
              attendance={current}
              customerId={customerId}
              busy={busy}
              onBusyChange={onBusyChange}
              onClosed={onClosed}
              onCancel={onCancel}
            />
          )}
        </LoadedPart>
      )}
    </ServiceDialog>
  );
}
