/** Local display of the server's UTC times (seed 000 §3: message_Update and start_Queue are UTC). */
import dayjs, { type Dayjs } from 'dayjs';
import localizedFormat from 'dayjs/plugin/localizedFormat';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(localizedFormat);

/**
 * Reads a server time as UTC, also when the string carries no zone ('2024-05-01T10:00:00', as .NET
 * often answers); a string with 'Z' or an offset keeps it. Null when empty or unreadable.
 */
export function parseUtc(value: string | null | undefined): Dayjs | null {
  if (!value) return null;
  const parsed = dayjs.utc(value.trim());
  return parsed.isValid() ? parsed.local() : null;
}

/** Local time of a UTC string: time only when it is today, else date and time ('' when unreadable). */
export function formatMessageTime(value: string | null | undefined, now: Dayjs = dayjs()): string {
  const local = parseUtc(value);
  if (!local) return '';
  return local.isSame(now, 'day') ? local.format('LT') : local.format('L LT');
}

/** Local date and time of a UTC string ('' when unreadable). */
export function formatLocalDateTime(value: string | null | undefined): string {
  return parseUtc(value)?.format('L LT') ?? '';
}
