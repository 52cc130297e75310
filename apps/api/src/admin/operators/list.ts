// The operator list of a customer and the small reads the save and the rules share (ADR 0017).
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { attendanceGroups, userCustomers, userGroups, users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;

/** The operator list of one customer (`GET User_List?Customer_Id`): access dates and active groups there. */
export async function listOperators(db: Db, customerId: number) {
  const rows = await db
    .select({
      id: users.id,
      login: users.login,
      name: users.name,
      startAccess: users.startAccess,
      endAccess: users.endAccess,
    })
    .from(users)
    .innerJoin(userCustomers, eq(userCustomers.userId, users.id))
    .where(eq(userCustomers.customerId, customerId))
    .orderBy(asc(users.name), asc(users.id));
  const memberships = await db
    .select({ userId: userGroups.userId, id: attendanceGroups.id, name: attendanceGroups.name })
    .from(userGroups)
    .innerJoin(attendanceGroups, eq(attendanceGroups.id, userGroups.groupId))
    .where(and(eq(attendanceGroups.customerId, customerId), eq(userGroups.active, true)))
    .orderBy(asc(attendanceGroups.name));
  return rows.map((u) => {
    const groups = memberships.filter((m) => m.userId === u.id);
    return {
      user_Id: u.id,
      user_Login: u.login,
      user_Name: u.name,
      user_Start: u.startAccess,
      user_End: u.endAccess,
      attendence_Group_Name: groups.map((g) => g.name).join(', '),
      group_List: groups.map((g) => g.id),
    };
  });
}

/** The weekdays column ('1,2,3,4,5') as numbers 1 (Monday) ... 7 (Sunday). */
export function weekdaysOf(text: string): number[] {
  return text
    .split(',')
    .map((d) => Number(d.trim()))
    .filter((d) => Number.isInteger(d) && d >= 1 && d <= 7);
}

/** The customers a user works for. */
export async function customerIdsOf(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .select({ id: userCustomers.customerId })
    .from(userCustomers)
    .where(eq(userCustomers.userId, userId));
  return rows.map((r) => r.id);
}
