/**
 * The report figures read from the aggregates (issue 20 "The product's own reports", ADR 0027):
 * services by day and by hour of the week, waiting and service level, agents, abandonment,
 * reasons and the chatbot. Counts and averages are exact; medians and 90th percentiles are read
 * inside their waiting bin.
 */
import { quantileOfBins, WAIT_BIN_EDGES_SECONDS } from '@atende/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { reportServiceBuckets as s } from '../../db/schema';
import { daysOf, type ReportFilter } from './params';
import { dimensions, inDays, insideHours, localDay, localHour, localWeekday, total } from './scope';

/** The service aggregates of the filter. */
export const serviceScope = (f: ReportFilter) =>
  and(eq(s.customerId, f.customerId), inDays(f, s.bucket), dimensions(f, s));

/**
 * The filter's service counts summed per bucket first (the dimensions and bins folded), so the
 * local-time expressions run once per 15 minutes rather than once per aggregate row.
 */
export function perBucket(db: Db, f: ReportFilter) {
  return db
    .select({
      bucket: s.bucket,
      started: sql`sum(${s.started})`.as('started'),
      answered: sql`sum(${s.answered})`.as('answered'),
      closed: sql`sum(${s.closed})`.as('closed'),
      abandoned: sql`sum(${s.abandoned})`.as('abandoned'),
    })
    .from(s)
    .where(serviceScope(f))
    .groupBy(s.bucket)
    .as('q');
}

/** Services by the customer's calendar day, every day of the range (zeros included). */
export async function servicesByDay(db: Db, f: ReportFilter) {
  const q = perBucket(db, f);
  const rows = await db
    .select({
      day: localDay(f, q.bucket),
      started: total(q.started),
      inside: total(q.started, insideHours(f, q.bucket)),
      answered: total(q.answered),
      closed: total(q.closed),
      abandoned: total(q.abandoned),
    })
    .from(q)
    .groupBy(sql`1`);
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

/** Services by ISO weekday and hour of the customer's day; empty cells left out. */
export async function servicesHeatmap(db: Db, f: ReportFilter) {
  const q = perBucket(db, f);
  const rows = await db
    .select({
      weekday: localWeekday(f, q.bucket),
      hour: localHour(f, q.bucket),
      started: total(q.started),
    })
    .from(q)
    .groupBy(sql`1, 2`)
    .orderBy(sql`1, 2`);
  return rows.filter((row) => row.started > 0);
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
export const emptyBins = () => WAIT_BIN_EDGES_SECONDS.map(() => 0);

/** Waiting time and service level, of all answered services and inside and outside business hours. */
export async function waiting(db: Db, f: ReportFilter, threshold: number) {
  const q = db
    .select({
      bucket: s.bucket,
      bin: s.waitBin,
      answered: sql`sum(${s.answered})`.as('answered'),
      waitMs: sql`sum(${s.waitMs})`.as('wait_ms'),
    })
    .from(s)
    .where(and(serviceScope(f), sql`${s.waitBin} >= 0`))
    .groupBy(s.bucket, s.waitBin)
    .as('q');
  const rows = await db
    .select({
      inside: sql<boolean>`${insideHours(f, q.bucket)}`,
      bin: q.bin,
      answered: total(q.answered),
      waitMs: total(q.waitMs),
    })
    .from(q)
    .groupBy(sql`1, 2`);
  const parts = { all: emptyBins(), inside: emptyBins(), outside: emptyBins() };
  const sums = { all: 0, inside: 0, outside: 0 };
  for (const row of rows) {
    for (const part of ['all', row.inside ? 'inside' : 'outside'] as const) {
      parts[part][row.bin] = (parts[part][row.bin] ?? 0) + row.answered;
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
