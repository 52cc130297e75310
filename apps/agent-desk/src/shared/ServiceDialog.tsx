import type { Attendance } from '@atende/contract';
import Modal from 'antd/es/modal';
import { useState, type ReactNode } from 'react';

/** What a `ServiceDialog` gives its form. */
export interface ServiceDialogForm {
  /** The service (kept while the dialog fades out after the parent cleared it). */
  attendance: Attendance;
  /** A save is in flight: the dialog cannot be cancelled. */
  busy: boolean;
  onBusyChange(busy: boolean): void;
}

/** Props of `ServiceDialog`. */
export interface ServiceDialogProps {
  open: boolean;
  title: string;
  /** The service the dialog acts on; nothing is shown without one. */
  attendance: Attendance | null;
  onCancel(): void;
  width?: number;
  /** The form, keyed by the caller so it resets for another service. */
  children(form: ServiceDialogForm): ReactNode;
}

/**
 * The frame of the close, transfer and rename dialogs: no footer, Escape and × cancel except while a
 * save is in flight, the content unmounted when hidden, and the last service kept during the fade-out.
 */
export function ServiceDialog({
  open,
  title,
  attendance,
  onCancel,
  width,
  children,
}: ServiceDialogProps) {
  const [busy, setBusy] = useState(false);
  const [shown, setShown] = useState<Attendance | null>(attendance);
  if (attendance && attendance !== shown) setShown(attendance);
  const current = attendance ?? shown;
  return (
    <Modal
      open={open}
      title={title}
      onCancel={busy ? undefined : onCancel}
      closable={!busy}
      keyboard={!busy}
      maskClosable={false}
      footer={null}
      destroyOnHidden
      width={width}
    >
      {current ? children({ attendance: current, busy, onBusyChange: setBusy }) : null}
    </Modal>
  );
}
