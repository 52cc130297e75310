import { trackService } from '../reports/data/track';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../context';
import { attendanceGroups, attendances, clients } from '../db/schema';
import { alreadyTaken, ApiError, badRequest, notFound } from '../http/errors';
import { NewAttFlag } from '../realtime/types';
import { notify, queueAudience } from './events';
import { getAttendance } from './queries';

/** Message directions of attendance messages (docs/adr/0003-attendance-life.md). */
export const Direction = { Agent: 0, Client: 1, ChatBot: 2, AgentAutomatic: 3 } as const;

/** The answer to a change of a service that is already closed. */
export const closedError = () =>
  new ApiError(409, 'conflict', 'This service is already closed.', 'Attendence_Id');

/** The caller's active service; a closed one or one served by another agent is refused. */
export async function requireMine(
  ctx: AppContext,
  customerId: number,
  attendanceId: number,
  userId: number,
) {
  const item = await getAttendance(ctx.db, customerId, attendanceId);
  if (item.status === 'closed') throw closedError();
  if (item.status !== 'active' || item.agentId !== userId) throw alreadyTaken();
  return item;
}

/** Transfers an active service of the caller back to the waiting queue of another group. */
export async function transferAttendance(
  ctx: AppContext,
  input: { customerId: number; attendanceId: number; groupId: number; userId: number },
) {
  const item = await requireMine(ctx, input.customerId, input.attendanceId, input.userId);
  const [group] = await ctx.db
    .select({ id: attendanceGroups.id })
    .from(attendanceGroups)
    .where(
      and(
        eq(attendanceGroups.id, input.groupId),
        eq(attendanceGroups.customerId, input.customerId),
        eq(attendanceGroups.enable, true),
      ),
    );
  if (!group) throw badRequest('Attendence_Group_Id', 'No active group with this id.');
  const now = new Date();
  // The transfer and the report aggregates' change are one transaction (docs/adr/0027).
  const moved = await ctx.db.transaction((tx) =>
    trackService(tx, input.attendanceId, () =>
      tx
        .update(attendances)
        .set({
          status: 'waiting',
          agentId: null,
          groupId: group.id,
          transferredAt: now,
          startQueue: now,
        })
        .where(
          and(
            eq(attendances.id, input.attendanceId),
            eq(attendances.status, 'active'),
            eq(attendances.agentId, input.userId),
          ),
        )
        .returning({ id: attendances.id }),
    ),
  );
  if (moved.length !== 1) throw alreadyTaken();
  const audience = await queueAudience(ctx.db, input.customerId, group.id);
  await notify(
    ctx.bus,
    input.customerId,
    [input.userId, ...audience],
    NewAttFlag.Transferred,
    item.identify,
  );
  return { attendence_Id: input.attendanceId, attendence_Group_Id: group.id };
}

/** Renames a client; the phone is read-only and must match (seed 000 section 5). */
export async function renameClient(
  ctx: AppContext,
  input: { customerId: number; clientId: number; identify: string; name: string },
) {
  const name = input.name.trim();
  if (!name) throw badRequest('Client_Name', 'Client_Name must not be blank.');
  const [client] = await ctx.db
    .select({ identify: clients.identify })
    .from(clients)
    .where(and(eq(clients.id, input.clientId), eq(clients.customerId, input.customerId)));
  if (!client) throw notFound('Client not found.');
  if (client.identify !== input.identify)
    throw badRequest('Client_Identify', 'The phone of a client cannot be changed.');
  await ctx.db.update(clients).set({ name }).where(eq(clients.id, input.clientId));
  return { client_Id: input.clientId, client_Name: name, client_Identify: client.identify };
}
