import { formatTimestamp } from '@atende/ui';

/**
 * The local time of a UTC timestamp from the server (`start_Queue`), which may come without a zone
 * suffix: the time today, else the date and time, in the current language's format (the UI kit's
 * `formatTimestamp`, as the chat shows message times). Empty for an unreadable value.
 */
export function localTimeOf(utcText: string, now: Date = new Date()): string {
  return formatTimestamp(utcText, { now });
}
