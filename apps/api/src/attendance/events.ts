import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { userCustomers, userGroups, users } from '../db/schema';
import type { EventBus, HubMessage, NewAttFlag } from '../realtime/types';

/** Message row as the API and the hub send it (seed 000 section 3). */
export function toHubMessage(row: {
  id: number;
  attendanceId: number;
  text: string;
  direction: number;
  createdAt: Date;
}): HubMessage {
  return {
    message_Id: row.id,
    attendence_Id: row.attendanceId,
    message: row.text,
    message_Direction: row.direction,
    message_Update: row.createdAt.toISOString(),
  };
}

/**
 * Users who receive a group's waiting items: active members of the group (every member of the
 * customer when the item has no group), only while available (not paused), seed 000 section 4.
 */
export async function queueAudience(
  db: Db,
  customerId: number,
  groupId: number | null,
): Promise<number[]> {
  const rows =
    groupId === null
      ? await db
          .select({ id: users.id })
          .from(users)
          .innerJoin(userCustomers, eq(userCustomers.userId, users.id))
          .where(and(eq(userCustomers.customerId, customerId), eq(users.paused, false)))
      : await db
          .select({ id: users.id })
          .from(users)
          .innerJoin(userGroups, eq(userGroups.userId, users.id))
          .innerJoin(userCustomers, eq(userCustomers.userId, users.id))
          .where(
            and(
              eq(userGroups.groupId, groupId),
              eq(userGroups.active, true),
              eq(userCustomers.customerId, customerId),
              eq(users.paused, false),
            ),
          );
  return [...new Set(rows.map((r) => r.id))];
}

/** Publishes `NewAtt(flag, phone, messages)` to the given users of a customer. */
export async function notify(
  bus: EventBus,
  customerId: number,
  userIds: Array<number | null | undefined>,
  flag: NewAttFlag,
  phone: string,
  messages: HubMessage[] = [],
): Promise<void> {
  const targets = [...new Set(userIds.filter((id): id is number => typeof id === 'number'))];
  if (targets.length === 0) return;
  await bus.publish({ customerId, userIds: targets, flag, phone, messages });
}
