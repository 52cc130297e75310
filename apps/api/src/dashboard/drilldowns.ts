/**
 * The client dashboard's drill-downs: the attendances and chatbot sessions behind a card, and a
 * session's messages (seed 001 §4 "Dashboard drill-down codes"; docs/adr/0018-live-dashboard.md).
 */
import {
  DASHBOARD_MAX_ROWS,
  DashboardAttendanceStatus,
  DashboardDirection,
  DashboardInteractionStatus,
  INTERACTION_END_REASONS,
  type DashboardAttendanceRow,
  type DashboardInteractionRow,
  type DashboardMessageRow,
} from '@atende/contract';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  attendances,
  clients,
  completionCodes,
  interactionMessages,
  interactions,
  users,
} from '../db/schema';
import { attendanceScope, interactionScope, iso, isoOrNull, type DashboardFilter } from './scope';

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

/** A stored end reason as the wire has it: '' while open (and for a value the contract does not list). */
function endReasonOf(stored: string | null): DashboardInteractionRow['ended_Reason'] {
  const known: readonly string[] = INTERACTION_END_REASONS;
  return stored !== null && known.includes(stored)
    ? (stored as DashboardInteractionRow['ended_Reason'])
    : '';
}

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
      endedReason: interactions.endedReason,
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
    ended_Reason: endReasonOf(r.endedReason),
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
