/**
 * The product's own reports (issue 20 "The product's own reports"; docs/adr/0027): the rules the
 * API applies and the browser repeats: the waiting-time bins, the service-level thresholds, the
 * date range, the time zone and the business hours.
 */

/**
 * Lower edges (seconds) of the waiting-time histogram bins the aggregates keep; the last bin is
 * open-ended. Averages are exact; a median or 90th percentile is read inside its bin (ADR 0027).
 */
export const WAIT_BIN_EDGES_SECONDS = [
  0, 5, 10, 15, 20, 30, 45, 60, 90, 120, 180, 240, 300, 450, 600, 900, 1200, 1800, 2700, 3600, 5400,
  7200, 10800, 14400, 21600, 28800, 43200, 86400,
] as const;

/** The report limits: range of calendar days, rows of a drill-down page, default service level. */
export const REPORT_LIMITS = {
  /** A report covers at most this many calendar days (a year and a day). */
  maxDays: 366,
  /** Rows of one drill-down page at most. */
  maxPageSize: 200,
  /** "Share answered within a configurable number of seconds": the default. */
  defaultServiceLevelSeconds: 30,
  /** Rows of one CSV export at most (one row per service). */
  maxCsvRows: 100_000,
} as const;

/** The bin (index into {@link WAIT_BIN_EDGES_SECONDS}) of a waiting time in milliseconds. */
export function waitBinOf(ms: number): number {
  const seconds = Math.max(0, ms) / 1000;
  let bin = 0;
  for (let i = 1; i < WAIT_BIN_EDGES_SECONDS.length; i++) {
    if (seconds >= WAIT_BIN_EDGES_SECONDS[i]!) bin = i;
  }
  return bin;
}

/** A service level threshold is exact only on a bin edge: the thresholds a report accepts. */
export const SERVICE_LEVEL_SECONDS: readonly number[] = WAIT_BIN_EDGES_SECONDS.slice(1);

/**
 * The `q` quantile (0..1) of a histogram (`counts[i]` values in bin i), interpolated linearly
 * inside the bin that holds the rank; the open last bin answers its lower edge. Null when empty.
 */
export function quantileOfBins(counts: readonly number[], q: number): number | null {
  const total = counts.reduce((a, b) => a + b, 0);
  if (total === 0) return null;
  const rank = q * total;
  let seen = 0;
  for (let i = 0; i < counts.length; i++) {
    const n = counts[i] ?? 0;
    if (n > 0 && seen + n >= rank) {
      const low = WAIT_BIN_EDGES_SECONDS[i] ?? 0;
      const high = WAIT_BIN_EDGES_SECONDS[i + 1];
      if (high === undefined) return low;
      return low + ((high - low) * Math.max(0, rank - seen)) / n;
    }
    seen += n;
  }
  return WAIT_BIN_EDGES_SECONDS[counts.length - 1] ?? 0;
}

/** One business-hours range: ISO weekday (1 Monday .. 7 Sunday), minutes from local midnight. */
export interface BusinessHoursRange {
  weekday: number;
  startMinute: number;
  endMinute: number;
}

/**
 * Why a business-hours range is refused: minutes must be quarter hours (the aggregates' 15-minute
 * buckets then fall wholly inside or outside), start before end, within the day. Null when valid.
 */
export function businessHoursProblem(range: BusinessHoursRange): string | null {
  const { weekday, startMinute, endMinute } = range;
  if (!Number.isInteger(weekday) || weekday < 1 || weekday > 7) return 'weekday';
  for (const m of [startMinute, endMinute]) {
    if (!Number.isInteger(m) || m < 0 || m > 1440 || m % 15 !== 0) return 'quarter_hour';
  }
  return startMinute < endMinute ? null : 'order';
}
