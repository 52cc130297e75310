import { and, eq, ne, sql } from 'drizzle-orm';
import { recordAudit } from '../audit/record';
import type { Db } from '../db/client';
import { attendanceGroups, customerChannels, customers, userGroups } from '../db/schema';
import { ApiError, badRequest, notFound } from '../http/errors';

/**
 * `User_Att_Group_Activate` / `_Deactivate` (seed 001 §7; the operator form diffs its groups after a
 * save, seed 001 §4). Idempotent: a membership already so changes nothing and writes no audit row.
 * The `groupMembership.write` rule already checked that group and user belong to the customer.
 */
export async function setMembership(
  db: Db,
  input: { customerId: number; userId: number; groupId: number; active: boolean; actorId: number },
) {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ active: userGroups.active })
      .from(userGroups)
      .where(and(eq(userGroups.userId, input.userId), eq(userGroups.groupId, input.groupId)))
      .for('update');
    const was = current?.active ?? false;
    const answer = {
      user_Id: input.userId,
      attendence_Group_Id: input.groupId,
      active: input.active,
      changed: was !== input.active,
    };
    if (!answer.changed) return answer;
    if (current) {
      await tx
        .update(userGroups)
        .set({ active: input.active })
        .where(and(eq(userGroups.userId, input.userId), eq(userGroups.groupId, input.groupId)));
    } else {
      await tx
        .insert(userGroups)
        .values({ userId: input.userId, groupId: input.groupId, active: true })
        .onConflictDoUpdate({
          target: [userGroups.userId, userGroups.groupId],
          set: { active: true },
        });
    }
    await recordAudit(tx, {
      customerId: input.customerId,
      actorId: input.actorId,
      entity: 'groupMembership',
      entityId: input.userId,
      action: current ? 'update' : 'create',
      before: current ? { attendence_Group_Id: input.groupId, active: was } : null,
      after: { attendence_Group_Id: input.groupId, active: input.active },
    });
    return answer;
  });
}

/** The query of `User_Att_Group_Update` as the route validated it. */
interface GroupSaveInput {
  customerId: number;
  groupId: number;
  name: string;
  channelId: number;
  enable: boolean;
  actorId: number;
}

/**
 * `User_Att_Group_Update` (seed 001 §7; group 0 creates): a channel of the customer (400), a name of
 * 1 to 100 characters unique in the customer regardless of case (409), an existing group of that
 * customer (404). Saves run one at a time per customer (its row is locked), so two cannot create the
 * same name; the audit row is written in the same transaction.
 */
export async function saveGroup(db: Db, input: GroupSaveInput) {
  const name = input.name.trim();
  if (!name) throw badRequest('attendence_Group_Name', 'attendence_Group_Name must not be blank.');
  if (/[\t\n\r]/.test(name)) {
    throw badRequest('attendence_Group_Name', 'attendence_Group_Name must be one line.');
  }
  return db.transaction(async (tx) => {
    await tx
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.id, input.customerId))
      .for('update');
    const channel = await tx
      .select({ id: customerChannels.channelId })
      .from(customerChannels)
      .where(
        and(
          eq(customerChannels.customerId, input.customerId),
          eq(customerChannels.channelId, input.channelId),
        ),
      );
    if (!channel.length) {
      throw badRequest(
        'attendence_Channel_Id',
        "attendence_Channel_Id is not one of the customer's channels.",
      );
    }
    const clash = await tx
      .select({ id: attendanceGroups.id })
      .from(attendanceGroups)
      .where(
        and(
          eq(attendanceGroups.customerId, input.customerId),
          sql`lower(${attendanceGroups.name}) = lower(${name})`,
          ne(attendanceGroups.id, input.groupId),
        ),
      )
      .limit(1);
    if (clash.length) {
      throw new ApiError(
        409,
        'conflict',
        'A group with this name exists.',
        'attendence_Group_Name',
      );
    }
    let before: typeof attendanceGroups.$inferSelect | undefined;
    let row: typeof attendanceGroups.$inferSelect | undefined;
    if (input.groupId === 0) {
      [row] = await tx
        .insert(attendanceGroups)
        .values({
          customerId: input.customerId,
          name,
          channelId: input.channelId,
          enable: input.enable,
        })
        .returning();
    } else {
      [before] = await tx
        .select()
        .from(attendanceGroups)
        .where(
          and(
            eq(attendanceGroups.id, input.groupId),
            eq(attendanceGroups.customerId, input.customerId),
          ),
        );
      if (!before) throw notFound('Group not found.');
      [row] = await tx
        .update(attendanceGroups)
        .set({ name, channelId: input.channelId, enable: input.enable })
        .where(eq(attendanceGroups.id, input.groupId))
        .returning();
    }
    const shape = (g: typeof attendanceGroups.$inferSelect) => ({
      attendence_Group_Id: g.id,
      attendence_Group_Name: g.name,
      attendence_Channel_Id: g.channelId,
      enable: g.enable,
    });
    await recordAudit(tx, {
      customerId: input.customerId,
      actorId: input.actorId,
      entity: 'group',
      entityId: row!.id,
      action: before ? 'update' : 'create',
      before: before ? shape(before) : null,
      after: shape(row!),
    });
    return shape(row!);
  });
}
