import type { Attendance, Message } from '@atende/contract';
import type { DashboardChangedEvent, NewAttEvent } from './types';

// The hub's events as they come off the wire, checked before a screen sees them.

/** `NewAtt(flag, phone, messages, item)`'s arguments as a `NewAttEvent`. */
export function toEvent(
  flag: unknown,
  phone: unknown,
  messages: unknown,
  item: unknown,
): NewAttEvent {
  return {
    flag: typeof flag === 'number' ? flag : Number(flag),
    phone: typeof phone === 'string' ? phone : String(phone ?? ''),
    messages: Array.isArray(messages) ? (messages as Message[]) : [],
    item: isWaitingRow(item) ? item : null,
  };
}

/** A waiting list row as `AttendanceSchema` describes it (anything else is ignored: the desk reloads). */
function isWaitingRow(value: unknown): value is Attendance {
  if (!value || typeof value !== 'object') return false;
  const row = value as Record<string, unknown>;
  const isId = (key: string) => Number.isSafeInteger(row[key]);
  const isText = (key: string) => typeof row[key] === 'string';
  return (
    isId('attendence_Id') &&
    isId('client_Id') &&
    isId('channel_Id') &&
    isText('client_Name') &&
    isText('client_Identify') &&
    isText('start_Queue') &&
    !Number.isNaN(Date.parse(row.start_Queue as string))
  );
}

/** `DashboardChanged`'s payload as an event of the customer (the connection's, when it names none). */
export function toDashboardEvent(payload: unknown, current: number): DashboardChangedEvent {
  const id = (payload as { customerId?: unknown } | null)?.customerId;
  return { customerId: typeof id === 'number' ? id : Number(id ?? current) || current };
}
