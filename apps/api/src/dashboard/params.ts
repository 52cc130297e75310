/**
 * The dashboard routes' shared query fields and their reading: the date range (seed 001 §7), the
 * channel and the drill-down status codes (seed 001 §4).
 */
import { Type } from '@sinclair/typebox';
import { badRequest } from '../http/errors';
import { OptionalId } from '../http/schemas';
import type { DashboardFilter } from './scope';

/** The OpenAPI tag of every dashboard route. */
export const tags = ['dashboard'];

/**
 * "Dates are UTC ISO without milliseconds, from start-of-day to end-of-day" (seed 001 §7).
 * Milliseconds are tolerated (and kept); offsets other than Z are not.
 */
const DATE_TIME_PATTERN = '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d{1,3})?Z$';
const DateTimeParam = (description: string) =>
  Type.String({
    pattern: DATE_TIME_PATTERN,
    maxLength: 24,
    description: `${description}, UTC ISO without milliseconds`,
    examples: ['2026-01-15T00:00:00Z'],
  });

/** A drill-down status code (seed 001 §4), 0 (total) when absent. */
export const StatusCode = (description: string) =>
  Type.Optional(Type.Integer({ minimum: 0, maximum: 3, default: 0, description }));

/** Reads a validated date field; a date that does not exist (2026-02-30) is a 400 naming it. */
function dateField(field: string, value: string): Date {
  const date = new Date(value);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 19) !== value.slice(0, 19)) {
    throw badRequest(field, `${field} is not a valid date.`);
  }
  return date;
}

/** A drill-down status of a validated query (0, the total, when absent) as its contract code. */
export function codeOf<Code extends number>(
  codes: Readonly<Record<string, Code>>,
  value: number | undefined,
  field: string,
): Code {
  const code = Object.values(codes).find((c) => c === (value ?? 0));
  if (code === undefined) throw badRequest(field, `${field} is not a known status.`);
  return code;
}

/** The range fields of a validated query. */
export interface RangeQuery {
  channel_id?: number;
  start_date_time: string;
  end_date_time: string;
}

/** The dashboard's controls from a validated query (start must not be after end). */
export function filterOf(customerId: number, q: RangeQuery): DashboardFilter {
  const start = dateField('start_date_time', q.start_date_time);
  const end = dateField('end_date_time', q.end_date_time);
  if (start.getTime() > end.getTime()) {
    throw badRequest('end_date_time', 'end_date_time must not be before start_date_time.');
  }
  return { customerId, channelId: q.channel_id ?? 0, start, end };
}

/** The range fields of a dashboard query: channel, start and end. */
export const rangeFields = {
  channel_id: Type.Optional(OptionalId("Channel (0: 'All', seed 001 §9)")),
  start_date_time: DateTimeParam('Range start'),
  end_date_time: DateTimeParam('Range end (inclusive)'),
};
