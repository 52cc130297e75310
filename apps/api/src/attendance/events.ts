import type { Attendance } from '@atende/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { attendances, clients, messages, userCustomers, userGroups, users } from '../db/schema';
import { publishDashboardChanged } from '../dashboard/events';
import { NewAttFlag, type EventBus, type HubMessage } from '../realtime/types';

/** Message row as the API and the hub send it (seed 000 section 3). */
export function toHubMessage(row: {
  id: number;
  attendanceId: number;
  text: string;
  direction: number;
  createdAt: Date;
  delivery?: 'pending' | 'sent' | 'failed' | null;
}): HubMessage {
  return {
    message_Id: row.id,
    attendence_Id: row.attendanceId,
    message: row.text,
    message_Direction: row.direction,
    message_Update: row.createdAt.toISOString(),
    delivery: row.delivery ?? null,
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

/**
 * Tells the agent side that an outgoing message's delivery changed (sent or failed): `NewAtt` with
 * the AgentMessage flag and the message carrying its new `delivery`, to the user who wrote it and
 * to the item's current holder (docs/adr/0009).
 */
export async function notifyDelivery(db: Db, bus: EventBus, messageId: number): Promise<void> {
  const [row] = await db
    .select({
      message: messages,
      customerId: attendances.customerId,
      agentId: attendances.agentId,
      phone: clients.identify,
    })
    .from(messages)
    .innerJoin(attendances, eq(attendances.id, messages.attendanceId))
    .innerJoin(clients, eq(clients.id, attendances.clientId))
    .where(eq(messages.id, messageId));
  if (!row) return;
  await notify(
    bus,
    row.customerId,
    [row.message.userId, row.agentId],
    NewAttFlag.AgentMessage,
    row.phone,
    [toHubMessage(row.message)],
  );
}

/** The flags that change what the managers' dashboard counts (an item enqueued, taken, moved, closed). */
const DASHBOARD_FLAGS: ReadonlySet<NewAttFlag> = new Set([
  NewAttFlag.Waiting,
  NewAttFlag.Taken,
  NewAttFlag.Transferred,
  NewAttFlag.Closed,
]);

/**
 * Publishes `NewAtt(flag, phone, messages)` to the given users of a customer, with the new waiting
 * item's row when given (`item`, for a `Waiting` flag: the desks add it without reloading). An item
 * enqueued, taken, transferred or closed also signals the customer's live dashboard
 * (docs/adr/0018), even when no agent is there to hear the `NewAtt` itself.
 */
export async function notify(
  bus: EventBus,
  customerId: number,
  userIds: Array<number | null | undefined>,
  flag: NewAttFlag,
  phone: string,
  messages: HubMessage[] = [],
  item?: Attendance,
): Promise<void> {
  if (DASHBOARD_FLAGS.has(flag)) await publishDashboardChanged(bus, customerId);
  const targets = [...new Set(userIds.filter((id): id is number => typeof id === 'number'))];
  if (targets.length === 0) return;
  await bus.publish({ customerId, userIds: targets, flag, phone, messages, ...(item && { item }) });
}
