/**
 * The client dashboard's numbers and drill-downs (seed 001 §2 "Client dashboard", §3 "Dashboard
 * summary", §4 "Dashboard drill-down codes"). Every definition is docs/adr/0018-live-dashboard.md.
 */
import {
  DASHBOARD_MAX_ROWS,
  DashboardAgentStatus,
  DashboardAttendanceStatus,
  DashboardDirection,
  DashboardInteractionStatus,
  dashboardDateTime,
  type DashboardAgentRow,
  type DashboardAttendanceRow,
  type DashboardHour,
  type DashboardInteractionRow,
  type DashboardMessageRow,
  type DashboardSummary,
  type WaitingCount,
} from '@atende/contract';
import { Area, Functionality } from '@atende/permissions';
import { and, asc, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  attendances,
  clients,
  completionCodes,
  functionalities,
  interactionMessages,
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

const iso = (date: Date) => dashboardDateTime(date);
const isoOrNull = (date: Date | null) => (date ? iso(date) : null);

/** Attendances of the filter: queued (`start_queue`) within the range, on the channel. */
function attendanceScope(f: DashboardFilter): SQL {
  return and(
    eq(attendances.customerId, f.customerId),
    gte(attendances.startQueue, f.start),
    lte(attendances.startQueue, f.end),
    f.channelId ? eq(attendances.channelId, f.channelId) : undefined,
  )!;
}

/** Interactions of the filter: started within the range, on the channel. */
function interactionScope(f: DashboardFilter): SQL {
  return and(
    eq(interactions.customerId, f.customerId),
    gte(interactions.startedAt, f.start),
    lte(interactions.startedAt, f.end),
    f.channelId ? eq(interactions.channelId, f.channelId) : undefined,
  )!;
}

const count = (where?: SQL) =>
  (where ? sql`count(*) filter (where ${where})` : sql`count(*)`).mapWith(Number);

/**
 * The customer's agents: its users who may serve (the attendance screen opens for them, Attendence
 * 2+), with their availability ("Agent availability is shown as Disponible or No Disponible", seed
 * 001 §9: available = not paused, seed 000 §4 "Availability").
 */
async function agentsOf(db: Db, customerId: number) {
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

/** "Attendances: 0 total, 1 open (in attendance), 2 attended, 3 on hold" (seed 001 §4). */
const ATTENDANCE_STATUS: Record<DashboardAttendanceStatus, 'active' | 'closed' | 'waiting' | null> =
  {
    [DashboardAttendanceStatus.Total]: null,
    [DashboardAttendanceStatus.Open]: 'active',
    [DashboardAttendanceStatus.Attended]: 'closed',
    [DashboardAttendanceStatus.OnHold]: 'waiting',
  };

/** `Light_Dashboard_Attendence`: the attendances of the range, newest queue start first. */
export async function dashboardAttendances(
  db: Db,
  f: DashboardFilter,
  status: DashboardAttendanceStatus,
): Promise<DashboardAttendanceRow[]> {
  const wanted = ATTENDANCE_STATUS[status];
  const rows = await db
    .select({
      id: attendances.id,
      identify: clients.identify,
      startQueue: attendances.startQueue,
      startedAt: attendances.startedAt,
      transferredAt: attendances.transferredAt,
      endedAt: attendances.endedAt,
      agentName: users.name,
      result: completionCodes.description,
    })
    .from(attendances)
    .innerJoin(clients, eq(clients.id, attendances.clientId))
    .leftJoin(users, eq(users.id, attendances.agentId))
    .leftJoin(completionCodes, eq(completionCodes.id, attendances.completionId))
    .where(and(attendanceScope(f), wanted ? eq(attendances.status, wanted) : undefined))
    .orderBy(desc(attendances.startQueue), desc(attendances.id))
    .limit(DASHBOARD_MAX_ROWS);
  return rows.map((r) => ({
    attendence_Id: r.id,
    client_Identify: r.identify,
    attendence_Queue_Start: iso(r.startQueue),
    attendence_Start: isoOrNull(r.startedAt),
    attendence_Transfer: isoOrNull(r.transferredAt),
    attendence_End: isoOrNull(r.endedAt),
    agent_Name: r.agentName ?? '',
    attendence_Result: r.result ?? '',
  }));
}

/** "Interactions: 0 total, 1 open, 2 closed, 3 abandoned" (seed 001 §4). */
const INTERACTION_STATUS: Record<
  DashboardInteractionStatus,
  'open' | 'closed' | 'abandoned' | null
> = {
  [DashboardInteractionStatus.Total]: null,
  [DashboardInteractionStatus.Open]: 'open',
  [DashboardInteractionStatus.Closed]: 'closed',
  [DashboardInteractionStatus.Abandoned]: 'abandoned',
};

/** `Light_Dashboard_Interaction`: the chatbot sessions of the range, newest first. */
export async function dashboardInteractions(
  db: Db,
  f: DashboardFilter,
  status: DashboardInteractionStatus,
): Promise<DashboardInteractionRow[]> {
  const wanted = INTERACTION_STATUS[status];
  const rows = await db
    .select({
      id: interactions.id,
      identify: clients.identify,
      flowName: interactions.flowName,
      startedAt: interactions.startedAt,
      lastAt: interactions.lastInteractionAt,
    })
    .from(interactions)
    .innerJoin(clients, eq(clients.id, interactions.clientId))
    .where(and(interactionScope(f), wanted ? eq(interactions.status, wanted) : undefined))
    .orderBy(desc(interactions.startedAt), desc(interactions.id))
    .limit(DASHBOARD_MAX_ROWS);
  return rows.map((r) => ({
    client_Operation_Id: r.id,
    client_Identify: r.identify,
    flow_Name: r.flowName,
    interaction_Start: iso(r.startedAt),
    last_Interaction: iso(r.lastAt),
  }));
}

/**
 * `User_Messages_List`: a chatbot session's messages, oldest first. They are stored in seed 001 §3's
 * own codes (0 client, 1 chatbot); anything else is shown as the client's.
 */
export async function interactionMessageRows(
  db: Db,
  interactionId: number,
): Promise<DashboardMessageRow[]> {
  const rows = await db
    .select()
    .from(interactionMessages)
    .where(eq(interactionMessages.interactionId, interactionId))
    .orderBy(asc(interactionMessages.createdAt), asc(interactionMessages.id))
    .limit(DASHBOARD_MAX_ROWS);
  return rows.map((r) => ({
    message_Update: iso(r.createdAt),
    message: r.text,
    message_Direction:
      r.direction === DashboardDirection.ChatBot || r.direction === DashboardDirection.Agent
        ? r.direction
        : DashboardDirection.Client,
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
