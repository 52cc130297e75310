/**
 * SQL pieces every report shares (docs/adr/0027): a filter's buckets, the customer's calendar day,
 * weekday and hour of a UTC time, and whether it falls inside the customer's business hours. Days
 * and hours come from PostgreSQL's time zone database (`AT TIME ZONE`), so DST changes are exact.
 */
import { isCalendarDay, isTimeZone } from '@atende/contract';
import { and, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { ReportFilter } from './params';

/** A column, an expression or a subquery's field. */
type Expr = PgColumn | SQL | SQL.Aliased;

/**
 * A literal of a value already checked to hold no quote (a calendar day, an IANA zone): the
 * planner then sees constants (index ranges, one zone) rather than parameters.
 */
function literal(value: string, valid: (v: string) => boolean): SQL {
  if (!valid(value)) throw new Error(`report scope: refused literal ${JSON.stringify(value)}`);
  return sql.raw(`'${value}'`);
}

/** What placing a time in the customer's calendar needs: its zone and business hours. */
export type ReportCalendar = Pick<ReportFilter, 'timeZone' | 'hours'>;

/** The customer's zone as an SQL literal. */
const zoneOf = (f: ReportCalendar) => literal(f.timeZone, isTimeZone);

/** `column` (a UTC time) as the customer's local wall time. */
export const localTime = (f: ReportCalendar, column: Expr) =>
  sql`(${column} at time zone ${zoneOf(f)})`;

/** ISO weekday (1 Monday .. 7 Sunday) of `column` in the customer's zone. */
export const localWeekday = (f: ReportCalendar, column: Expr) =>
  sql`extract(isodow from ${localTime(f, column)})::int`.mapWith(Number);

/** Hour (0..23) of `column` in the customer's zone. */
export const localHour = (f: ReportCalendar, column: Expr) =>
  sql`extract(hour from ${localTime(f, column)})::int`.mapWith(Number);

/** The first instant of the customer's day `day` (its local midnight, or the first time after it). */
export const dayStart = (f: ReportCalendar, day: string) =>
  sql`(${literal(day, isCalendarDay)}::date::timestamp at time zone ${zoneOf(f)})`;

/** The first instant after the customer's day `day`. */
export const dayEnd = (f: ReportCalendar, day: string) =>
  sql`((${literal(day, isCalendarDay)}::date + 1)::timestamp at time zone ${zoneOf(f)})`;

/**
 * The instant of hour `hour` (0..24) of the customer's day `day`, as PostgreSQL reads a repeated
 * or skipped local time.
 */
export const hourStart = (f: ReportCalendar, day: string, hour: number) => {
  if (!Number.isInteger(hour) || hour < 0 || hour > 24) throw new Error('report scope: bad hour');
  return sql`((${literal(day, isCalendarDay)}::date + ${sql.raw(String(hour))} * interval '1 hour')::timestamp at time zone ${zoneOf(f)})`;
};

/** `column` falls within the filter's calendar days. */
export const inDays = (f: ReportFilter, column: PgColumn) =>
  sql`${column} >= ${dayStart(f, f.from)} and ${column} < ${dayEnd(f, f.to)}`;

/** `local` (a local wall time) falls inside one of the business-hours ranges `hours`. */
export const insideLocalHours = (hours: ReportCalendar['hours'], local: Expr) => {
  if (!hours.length) return sql`false`;
  // Minute of the ISO week (0: Monday 00:00), compared with the ranges as integer literals.
  const minute = sql`((extract(isodow from ${local})::int - 1) * 1440 + extract(hour from ${local})::int * 60 + extract(minute from ${local})::int)`;
  const ranges = hours.map((h) => {
    const start = (h.weekday - 1) * 1440 + h.startMinute;
    const end = (h.weekday - 1) * 1440 + h.endMinute;
    if (![start, end].every(Number.isInteger)) throw new Error('report scope: bad business hours');
    return `int4range(${start}, ${end})`;
  });
  return sql`(${minute} <@ any (array[${sql.raw(ranges.join(', '))}]))`;
};

/** The filter's dimensions on a table with group, channel and agent columns (0: all). */
export function dimensions(
  f: ReportFilter,
  columns: { groupId?: Expr; channelId: Expr; agentId?: Expr },
): SQL | undefined {
  return and(
    f.groupId && columns.groupId ? sql`${columns.groupId} = ${f.groupId}` : undefined,
    f.channelId ? sql`${columns.channelId} = ${f.channelId}` : undefined,
    f.agentId && columns.agentId ? sql`${columns.agentId} = ${f.agentId}` : undefined,
  );
}

/** `sum(column)` as a number (0 when no rows). */
export const total = (column: Expr, where?: SQL) =>
  (where
    ? sql`coalesce(sum(${column}) filter (where ${where}), 0)`
    : sql`coalesce(sum(${column}), 0)`
  ).mapWith(Number);
