import { and, asc, desc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Attendance } from '@atende/contract';
import type { Db } from '../db/client';
import { attendances, clients, completionCodes, messages, userGroups, users } from '../db/schema';
import { notFound } from '../http/errors';
import { toHubMessage } from './events';

const itemColumns = {
  id: attendances.id,
  clientId: attendances.clientId,
  clientName: clients.name,
  identify: clients.identify,
  startQueue: attendances.startQueue,
  channelId: attendances.channelId,
};

/** A waiting or my-services row from the item's and its client's columns (also the `NewAtt` item). */
export function toItem(row: {
  id: number;
  clientId: number;
  clientName: string;
  identify: string;
  startQueue: Date;
  channelId: number;
}): Attendance {
  return {
    attendence_Id: row.id,
    client_Id: row.clientId,
    client_Name: row.clientName || row.identify,
    client_Identify: row.identify,
    start_Queue: row.startQueue.toISOString(),
    channel_Id: row.channelId,
  };
}

/** Waiting items the user may take: items of their active groups (or with no group); none while paused. */
export async function listWaiting(
  db: Db,
  customerId: number,
  userId: number,
): Promise<Attendance[]> {
  const [me] = await db.select({ paused: users.paused }).from(users).where(eq(users.id, userId));
  if (!me || me.paused) return [];
  const groups = await db
    .select({ id: userGroups.groupId })
    .from(userGroups)
    .where(and(eq(userGroups.userId, userId), eq(userGroups.active, true)));
  const groupIds = groups.map((g) => g.id);
  const inMyGroups = groupIds.length
    ? or(isNull(attendances.groupId), inArray(attendances.groupId, groupIds))
    : isNull(attendances.groupId);
  const rows = await db
    .select(itemColumns)
    .from(attendances)
    .innerJoin(clients, eq(clients.id, attendances.clientId))
    .where(
      and(eq(attendances.customerId, customerId), eq(attendances.status, 'waiting'), inMyGroups),
    )
    .orderBy(asc(attendances.startQueue), asc(attendances.id));
  return rows.map(toItem);
}

/** The user's active services for the customer ("my services"). */
export async function listActive(
  db: Db,
  customerId: number,
  userId: number,
): Promise<Attendance[]> {
  const rows = await db
    .select(itemColumns)
    .from(attendances)
    .innerJoin(clients, eq(clients.id, attendances.clientId))
    .where(
      and(
        eq(attendances.customerId, customerId),
        eq(attendances.status, 'active'),
        eq(attendances.agentId, userId),
      ),
    )
    .orderBy(asc(attendances.startedAt), asc(attendances.id));
  return rows.map(toItem);
}

/** Loads an attendance of the customer, or 404 (another customer's id is simply not found). */
export async function getAttendance(db: Db, customerId: number, attendanceId: number) {
  const [row] = await db
    .select({
      id: attendances.id,
      status: attendances.status,
      agentId: attendances.agentId,
      groupId: attendances.groupId,
      clientId: attendances.clientId,
      phoneNumberId: attendances.phoneNumberId,
      identify: clients.identify,
    })
    .from(attendances)
    .innerJoin(clients, eq(clients.id, attendances.clientId))
    .where(and(eq(attendances.id, attendanceId), eq(attendances.customerId, customerId)));
  if (!row) throw notFound('Attendance not found.');
  return row;
}

/** Messages of an attendance, oldest first (seed 000 section 3 field names). */
export async function listMessages(db: Db, customerId: number, attendanceId: number) {
  await getAttendance(db, customerId, attendanceId);
  const rows = await db
    .select()
    .from(messages)
    .where(eq(messages.attendanceId, attendanceId))
    .orderBy(asc(messages.id));
  return rows.map(toHubMessage);
}

/** Past (closed) services of a client, newest first (seed 000 section 3, history entry). */
export async function listHistory(db: Db, customerId: number, clientId: number) {
  const [client] = await db
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.id, clientId), eq(clients.customerId, customerId)));
  if (!client) throw notFound('Client not found.');
  const rows = await db
    .select({
      id: attendances.id,
      startedAt: attendances.startedAt,
      startQueue: attendances.startQueue,
      endedAt: attendances.endedAt,
      completion: completionCodes.description,
    })
    .from(attendances)
    .leftJoin(completionCodes, eq(completionCodes.id, attendances.completionId))
    .where(and(eq(attendances.clientId, clientId), eq(attendances.status, 'closed')))
    .orderBy(desc(attendances.endedAt), desc(attendances.id));
  return rows.map((r) => ({
    attendence_Id: r.id,
    completion_Description: r.completion ?? '',
    start_DateTime: (r.startedAt ?? r.startQueue).toISOString(),
    end_DateTime: r.endedAt ? r.endedAt.toISOString() : null,
  }));
}
