// The payments report's date rule (seed 001 §5 "Payments report date range must not exceed 30 days"),
// one function applied by the payments screen and by the API's List_Payments (docs/adr/0026). Calendar
// days and time zones are the reports' rules (reports/rules.ts, docs/adr/0027).
import { calendarDaysBetween, isCalendarDay, isTimeZone } from './reports/rules';

/** The longest range of the payments report, in calendar days counted inclusively (seed 001 §5). */
export const PAYMENTS_MAX_DAYS = 30;

/** What is wrong with a payments date range. */
export type PaymentRangeProblem =
  /** A date is not a calendar date (`YYYY-MM-DD`) nor an ISO instant, or the time zone is unknown. */
  | 'invalid'
  /** The end is before the start. */
  | 'order'
  /** More than `PAYMENTS_MAX_DAYS` calendar days: "Incorrect dates, must be within a maximum range of 30 days". */
  | 'too_long';

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The calendar day (`YYYY-MM-DD`) an instant falls on in an IANA time zone. */
function dayInZone(instant: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** Days since 1970-01-01 of a valid calendar date, or null. */
function dayNumber(date: string): number | null {
  return isCalendarDay(date) ? Date.parse(`${date}T00:00:00Z`) / 86_400_000 : null;
}

/**
 * The customer's calendar day of a value: a calendar date (`YYYY-MM-DD`) is that day; an ISO instant
 * is the day it falls on in `timeZone` (IANA). Null when the value or the time zone is not valid.
 */
export function calendarDayOf(value: string, timeZone: string): string | null {
  if (CALENDAR_DATE.test(value)) return dayNumber(value) === null ? null : value;
  const instant = new Date(value);
  if (!/^\d{4}-\d{2}-\d{2}T/.test(value) || Number.isNaN(instant.getTime())) return null;
  try {
    return dayInZone(instant, timeZone);
  } catch {
    return null;
  }
}

/**
 * The calendar days from `start` to `end`, both counted, in `timeZone` (1 for one day), or null when
 * either value is not valid. Counting days of the calendar, not 24-hour spans, keeps DST days whole.
 */
export function calendarDaysInRange(start: string, end: string, timeZone: string): number | null {
  if (!isTimeZone(timeZone)) return null;
  const from = calendarDayOf(start, timeZone);
  const to = calendarDayOf(end, timeZone);
  if (from === null || to === null) return null;
  return calendarDaysBetween(from, to);
}

/** The payments rule (seed 001 §5): null when the range is fine, else what is wrong with it. */
export function paymentRangeProblem(
  start: string,
  end: string,
  timeZone: string,
): PaymentRangeProblem | null {
  const days = calendarDaysInRange(start, end, timeZone);
  if (days === null) return 'invalid';
  if (days < 1) return 'order';
  return days > PAYMENTS_MAX_DAYS ? 'too_long' : null;
}

/**
 * The instant a calendar day starts in an IANA time zone (its first moment, across DST changes), as
 * an ISO string: the server reads a calendar-date range as [start of `from`, start of the day after `to`).
 */
export function zonedDayStart(date: string, timeZone: string): string {
  const day = dayNumber(date);
  if (day === null) throw new Error(`Not a calendar date: ${date}`);
  const midnightUtc = day * 86_400_000;
  // The zone's offset at a moment: its wall clock read as UTC, minus the moment.
  const offsetAt = (time: number) => {
    const f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    }).formatToParts(time);
    const n = (type: string) => Number(f.find((p) => p.type === type)?.value);
    return (
      Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'), n('second')) - time
    );
  };
  let guess = midnightUtc - offsetAt(midnightUtc);
  guess = midnightUtc - offsetAt(guess);
  // A day that starts inside a DST gap starts at the gap's end: step forward to the first instant of the day.
  while (dayInZone(new Date(guess), timeZone) < date) guess += 15 * 60_000;
  return new Date(guess).toISOString();
}

/** The day after a calendar date (`2026-02-28` -> `2026-03-01`). */
export function nextCalendarDay(date: string): string {
  const day = dayNumber(date);
  if (day === null) throw new Error(`Not a calendar date: ${date}`);
  return new Date((day + 1) * 86_400_000).toISOString().slice(0, 10);
}
