// Dates, times and weekdays of the operator form (seed 001 §3, §9): what the pickers hold and what the
// body of `PUT User_Data_Perm` carries.
import dayjs, { type Dayjs } from 'dayjs';

/** Seed 001 §9: "Default weekdays when an existing operator loads are Monday to Friday" (1 Monday ... 7 Sunday). */
export const DEFAULT_WEEKDAYS: readonly number[] = Object.freeze([1, 2, 3, 4, 5]);
/** Every weekday, Monday (1) to Sunday (7). */
export const WEEKDAYS: readonly number[] = Object.freeze([1, 2, 3, 4, 5, 6, 7]);

/** Default shift of a new operator (24 h times). */
export const DEFAULT_SHIFT = { start: '08:00:00', end: '18:00:00' };

/** A date or time as a ProForm field holds it (a dayjs while editing, text after ProForm's formatter). */
export type PickerValue = Dayjs | string | null | undefined;

/** A date as the body carries it (`YYYY-MM-DD`), or null when empty. */
export function toDateText(value: PickerValue): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'string') {
    const match = /^(\d{4}-\d{2}-\d{2})/.exec(value.trim());
    if (match) return match[1]!;
  }
  const parsed = dayjs(value);
  return parsed.isValid() ? parsed.format('YYYY-MM-DD') : null;
}

/** A time of day as the body carries it (`HH:mm:ss`, 24 h), or null when empty. */
export function toTimeText(value: PickerValue): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'string') {
    const match = /^(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value.trim());
    if (match) return `${match[1]}:${match[2]}:${match[3] ?? '00'}`;
    return null;
  }
  return value.isValid() ? value.format('HH:mm:ss') : null;
}

/** A server time (`HH:mm:ss` or `HH:mm`) as a dayjs of today, for the time picker. */
export function timeOf(text: string | null | undefined, fallback: string): Dayjs {
  const normal = toTimeText(text ?? '') ?? fallback;
  return dayjs(`${dayjs().format('YYYY-MM-DD')}T${normal}`);
}

/** A server date (`YYYY-MM-DD`, possibly with a time) as a dayjs, or today. */
export function dateOf(text: string | null | undefined): Dayjs {
  const date = toDateText(text ?? null);
  return date ? dayjs(date) : dayjs().startOf('day');
}
