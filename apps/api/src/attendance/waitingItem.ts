// A client's new waiting item, opened by the queue's inbound step and by the chatbot's hand-off: one
// rule for the group a number's clients wait in, and one insert with its report aggregates.
import { and, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { attendanceGroups, attendances } from '../db/schema';
import type { ReceivingNumber } from '../inbound/receivingNumber';
import { serviceOpened } from '../reports/data/track';

type Tx = Pick<Db, 'select' | 'insert' | 'update' | 'execute'>;

/**
 * The group a number's new clients wait in: the number's default group when it is an enabled group
 * of the number's customer, else the customer's first enabled group on the number's channel, else
 * none. One query.
 */
export async function queueGroupOf(tx: Pick<Db, 'select'>, number: ReceivingNumber) {
  const isDefault = number.defaultGroupId ?? -1;
  const [group] = await tx
    .select({ id: attendanceGroups.id })
    .from(attendanceGroups)
    .where(
      and(
        eq(attendanceGroups.customerId, number.customerId),
        eq(attendanceGroups.enable, true),
        or(eq(attendanceGroups.id, isDefault), eq(attendanceGroups.channelId, number.channelId)),
      ),
    )
    .orderBy(sql`${attendanceGroups.id} = ${isDefault} desc`, attendanceGroups.id)
    .limit(1);
  return group?.id ?? null;
}

/**
 * Opens a waiting item for the client in `groupId` (its report aggregates moved in the same
 * transaction, docs/adr/0027), or answers null when the client already has an open one (a unique
 * index allows one per client).
 */
export async function openWaitingItem(
  tx: Tx,
  input: { number: ReceivingNumber; clientId: number; groupId: number | null; flowName?: string },
) {
  const now = new Date();
  const [item] = await tx
    .insert(attendances)
    .values({
      customerId: input.number.customerId,
      clientId: input.clientId,
      channelId: input.number.channelId,
      phoneNumberId: input.number.phoneNumberId,
      groupId: input.groupId,
      status: 'waiting',
      startQueue: now,
      openedAt: now,
      ...(input.flowName !== undefined ? { flowName: input.flowName } : {}),
    })
    .onConflictDoNothing()
    .returning();
  if (item) await serviceOpened(tx, item.id);
  return item ?? null;
}
