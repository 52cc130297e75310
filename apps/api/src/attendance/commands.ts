import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../context';
import {
  attendanceGroups,
  attendances,
  clients,
  completionCodes,
  flows,
  messages,
  reasons,
  subReasons,
} from '../db/schema';
import { alreadyTaken, ApiError, badRequest, notFound } from '../http/errors';
import { NewAttFlag } from '../realtime/types';
import { payloadForReply } from '../channel/outbound-payload';
import { enqueueOutbound } from '../outbox/enqueue';
import { notify, queueAudience, toHubMessage } from './events';
import { getAttendance } from './queries';

/** Message directions of attendance messages (docs/adr/0003-attendance-life.md). */
export const Direction = { Agent: 0, Client: 1, ChatBot: 2, AgentAutomatic: 3 } as const;

const closedError = () =>
  new ApiError(409, 'conflict', 'This service is already closed.', 'Attendence_Id');

/**
 * Sends an agent message; the first message on a waiting item takes it (seed 000 section 4).
 * Taking, storing the message and queueing it for the channel are one transaction: the item row is
 * locked (`FOR UPDATE`), so of many concurrent first messages exactly one takes it (the others get
 * 409 already_taken), and a failing insert leaves the item waiting. The channel delivery happens
 * after commit, from the outbox (docs/adr/0009); the message answers with `delivery: 'pending'`.
 */
export async function sendAgentMessage(
  ctx: AppContext,
  input: {
    customerId: number;
    attendanceId: number;
    userId: number;
    text: string;
    imageName: string;
  },
) {
  const text = input.text.trim();
  if (!text) throw badRequest('Message', 'Message must not be blank.');
  const { item, took, row } = await ctx.db.transaction(async (tx) => {
    const [item] = await tx
      .select({
        id: attendances.id,
        status: attendances.status,
        agentId: attendances.agentId,
        groupId: attendances.groupId,
        phoneNumberId: attendances.phoneNumberId,
        identify: clients.identify,
      })
      .from(attendances)
      .innerJoin(clients, eq(clients.id, attendances.clientId))
      .where(
        and(eq(attendances.id, input.attendanceId), eq(attendances.customerId, input.customerId)),
      )
      .for('update', { of: attendances });
    if (!item) throw notFound('Attendance not found.');
    let took = false;
    if (item.status === 'waiting') {
      const won = await tx
        .update(attendances)
        .set({ status: 'active', agentId: input.userId, startedAt: new Date() })
        .where(and(eq(attendances.id, item.id), eq(attendances.status, 'waiting')))
        .returning({ id: attendances.id });
      if (won.length !== 1) throw alreadyTaken();
      took = true;
    } else if (item.status === 'closed') {
      throw closedError();
    } else if (item.agentId !== input.userId) {
      throw alreadyTaken();
    }
    const [row] = await tx
      .insert(messages)
      .values({
        attendanceId: item.id,
        text,
        direction: Direction.Agent,
        imageName: input.imageName,
        userId: input.userId,
        delivery: item.phoneNumberId ? 'pending' : null,
      })
      .returning();
    if (!row) throw new Error('message insert returned nothing');
    if (item.phoneNumberId) {
      await enqueueOutbound(tx, {
        messageId: row.id,
        customerId: input.customerId,
        phoneNumberId: item.phoneNumberId,
        recipient: item.identify,
        payload: payloadForReply(text, input.imageName),
      });
    }
    return { item, took, row };
  });

  if (item.phoneNumberId) ctx.outbound.nudge();
  if (took) {
    const audience = await queueAudience(ctx.db, input.customerId, item.groupId);
    await notify(ctx.bus, input.customerId, audience, NewAttFlag.Taken, item.identify);
  }
  const message = toHubMessage(row);
  await notify(ctx.bus, input.customerId, [input.userId], NewAttFlag.AgentMessage, item.identify, [
    message,
  ]);
  return message;
}

async function requireMine(
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
  const moved = await ctx.db
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
    .returning({ id: attendances.id });
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

/** Closes an active service of the caller, plainly or handing the client to a flow (campaign close). */
export async function closeAttendance(
  ctx: AppContext,
  input: {
    customerId: number;
    attendanceId: number;
    userId: number;
    completionId: number;
    observation: string;
    reasonId: number;
    subReasonId: number;
    flowName?: string;
  },
) {
  const item = await requireMine(ctx, input.customerId, input.attendanceId, input.userId);
  const [completion] = await ctx.db
    .select({ id: completionCodes.id })
    .from(completionCodes)
    .where(
      and(
        eq(completionCodes.id, input.completionId),
        eq(completionCodes.customerId, input.customerId),
      ),
    );
  if (!completion) throw badRequest('Completion_Id', 'No completion status with this id.');
  if (input.reasonId) {
    const [reason] = await ctx.db
      .select({ id: reasons.id })
      .from(reasons)
      .where(and(eq(reasons.id, input.reasonId), eq(reasons.customerId, input.customerId)));
    if (!reason) throw badRequest('Reason_Id', 'No reason with this id.');
  }
  if (input.subReasonId) {
    const [sub] = await ctx.db
      .select({ reasonId: subReasons.reasonId })
      .from(subReasons)
      .where(
        and(eq(subReasons.id, input.subReasonId), eq(subReasons.customerId, input.customerId)),
      );
    if (!sub || sub.reasonId !== input.reasonId)
      throw badRequest('Subreason_Id', 'No sub-reason with this id under the chosen reason.');
  }
  if (input.flowName !== undefined) {
    const [flow] = await ctx.db
      .select({ id: flows.id })
      .from(flows)
      .where(
        and(
          eq(flows.customerId, input.customerId),
          eq(flows.name, input.flowName),
          eq(flows.active, true),
        ),
      );
    if (!flow) throw badRequest('flow_name', 'No active flow with this name.');
  }
  const closed = await ctx.db
    .update(attendances)
    .set({
      status: 'closed',
      endedAt: new Date(),
      completionId: input.completionId,
      reasonId: input.reasonId || null,
      subReasonId: input.subReasonId || null,
      observation: input.observation,
      flowName: input.flowName ?? null,
    })
    .where(
      and(
        eq(attendances.id, input.attendanceId),
        eq(attendances.status, 'active'),
        eq(attendances.agentId, input.userId),
      ),
    )
    .returning({ id: attendances.id });
  if (closed.length !== 1) throw alreadyTaken();
  await notify(ctx.bus, input.customerId, [input.userId], NewAttFlag.Closed, item.identify);
  return { attendence_Id: input.attendanceId, closed: true };
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
