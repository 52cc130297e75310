/**
 * What every dashboard count and drill-down shares: the filter, the date format, the scope of
 * attendances and interactions, and the customer's agents (docs/adr/0018-live-dashboard.md).
 */
import { dashboardDateTime } from '@atende/contract';
import { Area, Functionality } from '@atende/permissions';
import { and, asc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  attendances,
  functionalities,
  interactions,
  userCustomers,
  userFunctionalities,
  users,
} from '../db/schema';

/** The dashboard's controls: a date range (inclusive) and a channel (0: all, seed 001 §9). */
export interface DashboardFilter {
  customerId: number;
  channelId: number;
  start: Date;
  end: Date;
}

/** A dashboard date and time (UTC ISO without milliseconds, seed 001 §7). */
export const iso = (date: Date) => dashboardDateTime(date);
/** {@link iso}, or null for a time not reached yet. */
export const isoOrNull = (date: Date | null) => (date ? iso(date) : null);

/** Attendances of the filter: queued (`start_queue`) within the range, on the channel. */
export function attendanceScope(f: DashboardFilter): SQL {
  return and(
    eq(attendances.customerId, f.customerId),
    gte(attendances.startQueue, f.start),
    lte(attendances.startQueue, f.end),
    f.channelId ? eq(attendances.channelId, f.channelId) : undefined,
  )!;
}

/** Interactions of the filter: started within the range, on the channel. */
export function interactionScope(f: DashboardFilter): SQL {
  return and(
    eq(interactions.customerId, f.customerId),
    gte(interactions.startedAt, f.start),
    lte(interactions.startedAt, f.end),
    f.channelId ? eq(interactions.channelId, f.channelId) : undefined,
  )!;
}

/** `count(*)`, of the rows matching `where` when given, as a number. */
export const count = (where?: SQL) =>
  (where ? sql`count(*) filter (where ${where})` : sql`count(*)`).mapWith(Number);

/**
 * The customer's agents: its users who may serve (the attendance screen opens for them, Attendence
 * 2+), with their availability ("Agent availability is shown as Disponible or No Disponible", seed
 * 001 §9: available = not paused, seed 000 §4 "Availability").
 */
export async function agentsOf(db: Db, customerId: number) {
  return db
    .select({ login: users.login, name: users.name, email: users.email, paused: users.paused })
    .from(users)
    .innerJoin(
      userCustomers,
      and(eq(userCustomers.userId, users.id), eq(userCustomers.customerId, customerId)),
    )
    .innerJoin(userFunctionalities, eq(userFunctionalities.userId, users.id))
    .innerJoin(
      functionalities,
      and(
        eq(functionalities.id, userFunctionalities.functionalityId),
        eq(functionalities.name, Functionality.Attendence),
      ),
    )
    .where(gte(userFunctionalities.level, Area.attendance.minLevel))
    .orderBy(asc(users.name), asc(users.id));
}
