/**
 * The reports' filter (issue 20 "each filterable by date range, group, channel and agent"): the
 * query fields every report call takes and their reading into a filter in the customer's zone.
 */
import {
  type BusinessHoursRange,
  calendarDaysBetween,
  isCalendarDay,
  isTimeZone,
  REPORT_LIMITS,
  SERVICE_LEVEL_SECONDS,
} from '@atende/contract';
import { Type } from '@sinclair/typebox';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { attendanceGroups, customerBusinessHours, customers, userCustomers } from '../../db/schema';
import { ApiError, badRequest } from '../../http/errors';
import { Id, OptionalId } from '../../http/schemas';
import { ensureReportDays } from './calendar';

/** The OpenAPI tag of the report calls. */
export const tags = ['reports'];

const DayParam = (description: string) =>
  Type.String({
    pattern: '^\\d{4}-\\d{2}-\\d{2}$',
    maxLength: 10,
    description: `${description}: a calendar day in the customer's time zone (YYYY-MM-DD)`,
    examples: ['2026-10-19'],
  });

/** The query fields of every report call. */
export const filterFields = {
  Customer_Id: Id('Customer id'),
  date_from: DayParam('First day'),
  date_to: DayParam('Last day (inclusive)'),
  group_id: Type.Optional(OptionalId('Attendance group (0: all)')),
  channel_id: Type.Optional(OptionalId('Channel (0: all)')),
  agent_id: Type.Optional(OptionalId('Agent: the user who holds the service (0: all)')),
};

/** The service level threshold field (seconds; a waiting-bin edge, so the share is exact). */
export const serviceLevelField = {
  service_level_seconds: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: 86400,
      default: REPORT_LIMITS.defaultServiceLevelSeconds,
      description: `Answered within this many seconds; one of ${SERVICE_LEVEL_SECONDS.join(', ')}`,
    }),
  ),
};

/** A validated filter query. */
export interface FilterQuery {
  Customer_Id: number;
  date_from: string;
  date_to: string;
  group_id?: number;
  channel_id?: number;
  agent_id?: number;
}

/** A report's filter: calendar days in the customer's zone and the dimensions (0: all). */
export interface ReportFilter {
  customerId: number;
  from: string;
  to: string;
  timeZone: string;
  groupId: number;
  channelId: number;
  agentId: number;
  /** The customer's business hours (ISO weekday, minutes of the local day). */
  hours: BusinessHoursRange[];
}

/** The customer's time zone: its own, else the deployment's DEFAULT_TIME_ZONE (reports, payments). */
export async function customerTimeZone(ctx: AppContext, customerId: number): Promise<string> {
  const [row] = await ctx.db
    .select({ zone: customers.timeZone })
    .from(customers)
    .where(eq(customers.id, customerId));
  return row?.zone && isTimeZone(row.zone) ? row.zone : ctx.config.defaultTimeZone;
}

/** A group or agent of another customer is refused (400 naming it), never silently empty. */
async function ownedDimensions(ctx: AppContext, q: FilterQuery): Promise<void> {
  if (q.group_id) {
    const [group] = await ctx.db
      .select({ id: attendanceGroups.id })
      .from(attendanceGroups)
      .where(
        and(eq(attendanceGroups.id, q.group_id), eq(attendanceGroups.customerId, q.Customer_Id)),
      );
    if (!group) throw badRequest('group_id', 'No group with this id in the customer.');
  }
  if (q.agent_id) {
    const [agent] = await ctx.db
      .select({ id: userCustomers.userId })
      .from(userCustomers)
      .where(
        and(eq(userCustomers.userId, q.agent_id), eq(userCustomers.customerId, q.Customer_Id)),
      );
    if (!agent) throw badRequest('agent_id', 'No agent with this id in the customer.');
  }
}

/** Reads and checks a filter query: real days, from not after to, at most maxDays days. */
export async function filterOf(ctx: AppContext, q: FilterQuery): Promise<ReportFilter> {
  for (const field of ['date_from', 'date_to'] as const) {
    if (!isCalendarDay(q[field])) throw badRequest(field, `${field} is not a calendar day.`);
  }
  if (q.date_to < q.date_from) throw badRequest('date_to', 'date_to must not be before date_from.');
  if (calendarDaysBetween(q.date_from, q.date_to) > REPORT_LIMITS.maxDays) {
    throw new ApiError(
      400,
      'report_range_too_long',
      `The range must not exceed ${REPORT_LIMITS.maxDays} days.`,
      'date_to',
    );
  }
  await ownedDimensions(ctx, q);
  const timeZone = await customerTimeZone(ctx, q.Customer_Id);
  // The day roll-ups follow the zone (built on first use, or after a changed deployment default).
  await ensureReportDays(ctx.db, q.Customer_Id, timeZone);
  return {
    customerId: q.Customer_Id,
    from: q.date_from,
    to: q.date_to,
    timeZone,
    groupId: q.group_id ?? 0,
    channelId: q.channel_id ?? 0,
    agentId: q.agent_id ?? 0,
    hours: await ctx.db
      .select({
        weekday: customerBusinessHours.weekday,
        startMinute: customerBusinessHours.startMinute,
        endMinute: customerBusinessHours.endMinute,
      })
      .from(customerBusinessHours)
      .where(eq(customerBusinessHours.customerId, q.Customer_Id)),
  };
}

/** A service level threshold of a validated query, refused unless it is a bin edge. */
export function serviceLevelOf(value: number | undefined): number {
  const seconds = value ?? REPORT_LIMITS.defaultServiceLevelSeconds;
  if (!SERVICE_LEVEL_SECONDS.includes(seconds))
    throw badRequest(
      'service_level_seconds',
      `service_level_seconds must be one of ${SERVICE_LEVEL_SECONDS.join(', ')}.`,
    );
  return seconds;
}

/** The calendar days from `from` to `to` (YYYY-MM-DD, both counted). */
export function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += 86_400_000)
    days.push(new Date(t).toISOString().slice(0, 10));
  return days;
}
