import { dayjsLocaleFor, getLanguage } from '@atende/locale';
import dayjs, { type Dayjs } from 'dayjs';
import localizedFormat from 'dayjs/plugin/localizedFormat';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(localizedFormat);

/** A time as the server sends it (UTC text, with or without a zone), a `Date`, epoch ms or a dayjs. */
export type TimeInput = string | number | Date | Dayjs | null | undefined;

/** Options of the formatting functions. */
export interface FormatOptions {
  /** Language of the output (pt, en, es or a regional tag); defaults to the current language. */
  language?: string;
}

const ZONE_SUFFIX = /(?:[zZ]|[+-]\d\d:?\d\d)$/;

/**
 * Reads a time into local time. Server texts are UTC (seed 000 §3: `message_Update`, `start_Queue`),
 * also when they carry no zone ('2024-05-01T10:00:00', as .NET often answers); a text with `Z` or an
 * offset keeps it. Null when empty or unreadable.
 */
export function parseServerTime(value: TimeInput): Dayjs | null {
  if (value === null || value === undefined || value === '') return null;
  let parsed: Dayjs;
  if (typeof value === 'string') {
    const text = value.trim();
    parsed = ZONE_SUFFIX.test(text) ? dayjs(text) : dayjs.utc(text);
  } else {
    parsed = dayjs(value);
  }
  return parsed.isValid() ? parsed.local() : null;
}

function localised(value: TimeInput, format: string, options: FormatOptions): string {
  const time = parseServerTime(value);
  if (!time) return '';
  return time.locale(dayjsLocaleFor(options.language ?? getLanguage())).format(format);
}

/**
 * The local time of day in the language's format (pt/es `14:05`, en `2:05 PM`; with `seconds`,
 * `14:05:09`); '' when unreadable.
 */
export function formatTime(
  value: TimeInput,
  options: FormatOptions & { seconds?: boolean } = {},
): string {
  return localised(value, options.seconds ? 'LTS' : 'LT', options);
}

/** The local date in the language's format (pt/es `21/11/2026`, en `11/21/2026`); '' when unreadable. */
export function formatDate(value: TimeInput, options: FormatOptions = {}): string {
  return localised(value, 'L', options);
}

/** The local date and time in the language's format (`21/11/2026 14:05`); '' when unreadable. */
export function formatDateTime(value: TimeInput, options: FormatOptions = {}): string {
  return localised(value, 'L LT', options);
}

/**
 * The time alone when the moment is today, else the date and time: how the queue and the chat show
 * when something happened. '' when unreadable.
 */
export function formatTimestamp(
  value: TimeInput,
  options: FormatOptions & { now?: TimeInput } = {},
): string {
  const time = parseServerTime(value);
  if (!time) return '';
  const now = parseServerTime(options.now ?? new Date()) ?? dayjs();
  return time.isSame(now, 'day') ? formatTime(time, options) : formatDateTime(time, options);
}
