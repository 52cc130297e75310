import { trackService } from '../reports/data/track';
import { and, eq } from 'drizzle-orm';
import { payloadForReply } from '../channel/outbound-payload';
import type { AppContext } from '../context';
import { attendances, clients, messages } from '../db/schema';
import { alreadyTaken, badRequest, notFound } from '../http/errors';
import { enqueueOutbound } from '../outbox/enqueue';
import { NewAttFlag } from '../realtime/types';
import { closedError, Direction } from './commands';
import { notify, queueAudience, toHubMessage } from './events';

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
        answeredAt: attendances.answeredAt,
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
      const now = new Date();
      // The first agent message answers the service once; the aggregates move with it (ADR 0027).
      const won = await trackService(tx, item.id, () =>
        tx
          .update(attendances)
          .set({
            status: 'active',
            agentId: input.userId,
            startedAt: now,
            answeredAt: item.answeredAt ?? now,
          })
          .where(and(eq(attendances.id, item.id), eq(attendances.status, 'waiting')))
          .returning({ id: attendances.id }),
      );
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
