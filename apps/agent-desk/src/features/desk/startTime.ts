import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);

/**
 * The local time of a UTC timestamp from the server (`start_Queue`, `message_Update`), which may come
 * without a zone suffix: HH:mm today, else the short date and time. Empty for an unreadable value.
 */
export function localTimeOf(utcText: string, now: Date = new Date()): string {
  if (!utcText) return '';
  const value = /[zZ]|[+-]\d\d:?\d\d$/.test(utcText) ? dayjs(utcText) : dayjs.utc(utcText);
  if (!value.isValid()) return '';
  const local = value.local();
  return local.isSame(dayjs(now), 'day') ? local.format('HH:mm') : local.format('L HH:mm');
}
