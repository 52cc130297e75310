/**
 * The client dashboard's numbers (seed 001 §2 "Client dashboard", §3 "Dashboard summary"): the
 * cards, the agents drill-down, the hourly chart and the bell's count. The other drill-downs are in
 * drilldowns.ts. Every definition is docs/adr/0018-live-dashboard.md.
 */
import {
  DASHBOARD_MAX_ROWS,
  DashboardAgentStatus,
  type DashboardAgentRow,
  type DashboardHour,
  type DashboardSummary,
  type WaitingCount,
} from '@atende/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { attendances, interactions } from '../db/schema';
import {
  agentsOf,
  attendanceScope,
  count,
  interactionScope,
  iso,
  type DashboardFilter,
} from './scope';

/** `Light_Dashboard`: the three cards' counts. */
export async function dashboardSummary(db: Db, f: DashboardFilter): Promise<DashboardSummary> {
  const agents = await agentsOf(db, f.customerId);
  const enabled = agents.filter((a) => !a.paused).length;

  const [att] = await db
    .select({
      total: count(),
      waiting: count(sql`${attendances.status} = 'waiting'`),
      active: count(sql`${attendances.status} = 'active'`),
      closed: count(sql`${attendances.status} = 'closed'`),
      // "attendence_Waitting_Time_Sec": from queue start to the start of attendance, over the items
      // taken (a transferred item waiting again keeps an older start: it counts once re-taken).
      waitSec:
        sql`avg(extract(epoch from (${attendances.startedAt} - ${attendances.startQueue}))) filter (where ${attendances.status} <> 'waiting' and ${attendances.startedAt} >= ${attendances.startQueue})`.mapWith(
          (value: unknown) => (value === null || value === undefined ? null : Number(value)),
        ),
      oldestWaiting:
        sql`min(${attendances.startQueue}) filter (where ${attendances.status} = 'waiting')`.mapWith(
          attendances.startQueue,
        ),
    })
    .from(attendances)
    .where(attendanceScope(f));

  const [bot] = await db
    .select({
      total: count(),
      open: count(sql`${interactions.status} = 'open'`),
      closed: count(sql`${interactions.status} = 'closed'`),
      abandoned: count(sql`${interactions.status} = 'abandoned'`),
    })
    .from(interactions)
    .where(interactionScope(f));

  const oldest = att?.oldestWaiting as Date | null | undefined;
  return {
    number_Agents_Enable: enabled,
    number_Agents_Disable: agents.length - enabled,
    total_Agents: agents.length,
    number_Attended: att?.closed ?? 0,
    total_Attendence: att?.total ?? 0,
    number_Attendence_Waitting: att?.waiting ?? 0,
    number_In_Attendence: att?.active ?? 0,
    number_Interactions_Abandoned: bot?.abandoned ?? 0,
    number_Interactions_Closed: bot?.closed ?? 0,
    number_Interactions_Open: bot?.open ?? 0,
    total_Interactions: bot?.total ?? 0,
    // "Waiting time is shown to 2 decimals" (seed 001 §9).
    attendence_Waitting_Time_Sec: Math.round((att?.waitSec ?? 0) * 100) / 100,
    oldest_Waitting_Start: oldest ? iso(new Date(oldest)) : null,
  };
}

/** `Light_Dashboard_Agent`: "Agents: 0 total, 1 enabled, 2 disabled" (seed 001 §4). */
export async function dashboardAgents(
  db: Db,
  customerId: number,
  status: DashboardAgentStatus,
): Promise<DashboardAgentRow[]> {
  const agents = await agentsOf(db, customerId);
  return agents
    .filter(
      (a) =>
        status === DashboardAgentStatus.Total ||
        (status === DashboardAgentStatus.Enabled ? !a.paused : a.paused),
    )
    .slice(0, DASHBOARD_MAX_ROWS)
    .map((a) => ({
      user_Login: a.login,
      user_Name: a.name,
      user_Email: a.email,
      user_Attending: a.paused ? 0 : 1,
    }));
}

const HOUR_MS = 3600_000;

/** `Light_Dashboard_Hourly`: attendances queued per UTC hour of the range, every hour present. */
export async function dashboardHourly(db: Db, f: DashboardFilter): Promise<DashboardHour[]> {
  const hourOf = sql`floor(extract(epoch from ${attendances.startQueue}) / 3600)`;
  const rows = await db
    .select({ hour: hourOf.mapWith(Number), total: count() })
    .from(attendances)
    .where(attendanceScope(f))
    .groupBy(hourOf);
  const totals = new Map(rows.map((r) => [r.hour, r.total]));
  const out: DashboardHour[] = [];
  const first = Math.floor(f.start.getTime() / HOUR_MS);
  const last = Math.floor(f.end.getTime() / HOUR_MS);
  for (let hour = first; hour <= last; hour += 1) {
    out.push({ hour: iso(new Date(hour * HOUR_MS)), total: totals.get(hour) ?? 0 });
  }
  return out;
}

/** `User_Att_Waitting_Count`: the clients waiting now in the customer, and the longest wait. */
export async function waitingCount(db: Db, customerId: number): Promise<WaitingCount> {
  const [row] = await db
    .select({
      count: count(),
      oldest: sql`min(${attendances.startQueue})`.mapWith(attendances.startQueue),
    })
    .from(attendances)
    .where(and(eq(attendances.customerId, customerId), eq(attendances.status, 'waiting')));
  const oldest = row?.oldest as Date | null | undefined;
  return { count: row?.count ?? 0, oldest_Waitting_Start: oldest ? iso(new Date(oldest)) : null };
}
