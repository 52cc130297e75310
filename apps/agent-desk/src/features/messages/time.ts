/** Local display of the server's UTC times (seed 000 §3: message_Update and start_Queue are UTC). */
import { formatDateTime, formatTimestamp, parseServerTime } from '@atende/ui';
import type { Dayjs } from 'dayjs';

/**
 * Reads a server time as UTC, also when the string carries no zone ('2024-05-01T10:00:00', as .NET
 * often answers); a string with 'Z' or an offset keeps it. Null when empty or unreadable.
 */
export function parseUtc(value: string | null | undefined): Dayjs | null {
  return parseServerTime(value);
}

/** Local time of a UTC string: time only when it is today, else date and time ('' when unreadable). */
export function formatMessageTime(value: string | null | undefined, now?: Dayjs): string {
  return formatTimestamp(value, { now });
}

/** Local date and time of a UTC string ('' when unreadable). */
export function formatLocalDateTime(value: string | null | undefined): string {
  return formatDateTime(value);
}
