// Calendar days and time zones (docs/adr/0026, 0027): the one place the reports, the payments rule
// and the API read a customer's day, count days and find where a day starts, DST included.

/** The verdicts of `isTimeZone` so far: asking Intl costs about 36 µs, and the API asks per roll-up row. */
const knownZones = new Map<string, boolean>();
/** At most this many verdicts are kept (names from requests cannot grow the map without end). */
const KNOWN_ZONES_MAX = 1000;

/** True when `zone` is an IANA time zone this runtime knows (Intl), e.g. "America/Sao_Paulo". */
export function isTimeZone(zone: string): boolean {
  if (!zone || zone.length > 64 || !/^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(zone)) return false;
  const known = knownZones.get(zone);
  if (known !== undefined) return known;
  let valid: boolean;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    valid = true;
  } catch {
    valid = false;
  }
  if (knownZones.size < KNOWN_ZONES_MAX) knownZones.set(zone, valid);
  return valid;
}

/** A calendar day `YYYY-MM-DD` that exists (2026-02-30 does not). */
export function isCalendarDay(day: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return false;
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day;
}

/** Calendar days from `from` to `to`, both counted (0 when `to` is before `from`). */
export function calendarDaysBetween(from: string, to: string): number {
  const ms = Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`);
  return ms < 0 ? 0 : Math.round(ms / 86_400_000) + 1;
}

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

/**
 * The name of an ISO weekday (1 Monday .. 7 Sunday) in `language` (pt, en, es...), as Intl writes
 * it, with a capital first letter ("Segunda-feira", "Monday", "Lunes"): one source for every screen
 * and page that names weekdays.
 */
export function weekdayName(isoWeekday: number, language: string): string {
  // 1 January 2024 was a Monday.
  const day = new Date(Date.UTC(2024, 0, isoWeekday));
  const name = new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' }).format(day);
  return name.charAt(0).toLocaleUpperCase(language) + name.slice(1);
}
