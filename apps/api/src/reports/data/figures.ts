/**
 * The report figures read from the aggregates (issue 20 "The product's own reports", ADR 0027):
 * services by day and by hour of the week, waiting and service level, agents, abandonment,
 * reasons and the chatbot, read from the day roll-ups (`days.ts`). Counts and averages are exact;
 * medians and 90th percentiles are read inside their waiting bin.
 */
import { quantileOfBins, WAIT_BIN_EDGES_SECONDS } from '@atende/contract';
import { and, between, eq, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { binColumn, hourColumn, reportServiceDays as d } from '../../db/schema';
import { daysOf, type ReportFilter } from './params';
import { dimensions, total } from './scope';

/** The day roll-ups of the filter: its customer, calendar days and dimensions. */
export const dayScope = (f: ReportFilter) =>
  and(eq(d.customerId, f.customerId), between(d.day, f.from, f.to), dimensions(f, d));

/** `sum(column)` of the day roll-ups' column `name` (a bin's or an hour's), as a number. */
const sumOf = (name: string) => total((d as unknown as Record<string, PgColumn>)[name]!);

/** The sums of the waiting bins' columns, in bin order. */
export const binSums = () =>
  Object.fromEntries(WAIT_BIN_EDGES_SECONDS.map((_, i) => [binColumn(i), sumOf(binColumn(i))]));

/** A row's waiting bins (from `binSums`) as an array. */
export const binsOf = (row: Record<string, unknown>) =>
  WAIT_BIN_EDGES_SECONDS.map((_, i) => Number(row[binColumn(i)] ?? 0));

/** Services by the customer's calendar day, every day of the range (zeros included). */
export async function servicesByDay(db: Db, f: ReportFilter) {
  const rows = await db
    .select({
      day: d.day,
      started: total(d.started),
      inside: total(d.started, sql`${d.inside}`),
      answered: total(d.answered),
      closed: total(d.closed),
      abandoned: total(d.abandoned),
    })
    .from(d)
    .where(dayScope(f))
    .groupBy(d.day);
  const byDay = new Map(rows.map((row) => [row.day, row]));
  return daysOf(f.from, f.to).map((day) => {
    const row = byDay.get(day);
    return {
      day,
      started: row?.started ?? 0,
      started_inside: row?.inside ?? 0,
      started_outside: (row?.started ?? 0) - (row?.inside ?? 0),
      answered: row?.answered ?? 0,
      closed: row?.closed ?? 0,
      abandoned: row?.abandoned ?? 0,
    };
  });
}

const HOURS = Array.from({ length: 24 }, (_, h) => h);

/** Services by ISO weekday and hour of the customer's day; empty cells left out. */
export async function servicesHeatmap(db: Db, f: ReportFilter) {
  const rows = await db
    .select({
      weekday: sql`extract(isodow from ${d.day})::int`.mapWith(Number),
      ...Object.fromEntries(HOURS.map((h) => [hourColumn(h), sumOf(hourColumn(h))])),
    })
    .from(d)
    .where(dayScope(f))
    .groupBy(sql`1`)
    .orderBy(sql`1`);
  return rows.flatMap((row) =>
    HOURS.map((hour) => ({
      weekday: row.weekday as number,
      hour,
      started: Number((row as Record<string, unknown>)[hourColumn(hour)]),
    })).filter((cell) => cell.started > 0),
  );
}

/** The waiting figures of a histogram: answered, exact average, bin-read median and p90, level. */
export function waitingFigures(bins: number[], waitMs: number, threshold: number) {
  const answered = bins.reduce((a, n) => a + n, 0);
  const within = bins.reduce(
    (a, n, i) => ((WAIT_BIN_EDGES_SECONDS[i + 1] ?? Infinity) <= threshold ? a + n : a),
    0,
  );
  return {
    answered,
    average_sec: answered ? round(waitMs / answered / 1000) : null,
    median_sec: round(quantileOfBins(bins, 0.5)),
    p90_sec: round(quantileOfBins(bins, 0.9)),
    within,
    service_level: answered ? round(within / answered, 4) : null,
  };
}

/** Rounds to `digits` decimals (null stays null). */
export function round<T extends number | null>(value: T, digits = 2): T {
  return (value === null ? null : Math.round(value * 10 ** digits) / 10 ** digits) as T;
}

/** One zero per waiting bin. */
const emptyBins = () => WAIT_BIN_EDGES_SECONDS.map(() => 0);

/** Waiting time and service level, of all answered services and inside and outside business hours. */
export async function waiting(db: Db, f: ReportFilter, threshold: number) {
  const rows = await db
    .select({ inside: d.inside, waitMs: total(d.waitMs), ...binSums() })
    .from(d)
    .where(dayScope(f))
    .groupBy(d.inside);
  const parts = { all: emptyBins(), inside: emptyBins(), outside: emptyBins() };
  const sums = { all: 0, inside: 0, outside: 0 };
  for (const row of rows) {
    const bins = binsOf(row);
    for (const part of ['all', row.inside ? 'inside' : 'outside'] as const) {
      bins.forEach((n, i) => (parts[part][i] = (parts[part][i] ?? 0) + n));
      sums[part] += row.waitMs;
    }
  }
  return {
    service_level_seconds: threshold,
    all: waitingFigures(parts.all, sums.all, threshold),
    inside: waitingFigures(parts.inside, sums.inside, threshold),
    outside: waitingFigures(parts.outside, sums.outside, threshold),
  };
}
