import { canManageRoles } from '@atende/permissions';
import { and, eq } from 'drizzle-orm';
import { isMember } from '../../auth/access';
import type { Db } from '../../db/client';
import { attendanceGroups, users } from '../../db/schema';
import { forbidden, notFound } from '../../http/errors';
import { idFieldOf } from '../input';
import type { ObjectRule } from '../types';

/**
 * `groupMembership.write` (User_Att_Group_Activate / _Deactivate): the group belongs to the named
 * customer and the user works for it; otherwise 404, saying nothing about another customer's ids.
 */
export function groupMembershipWritable(userField: string, groupField: string): ObjectRule {
  return {
    name: 'groupMembership.write',
    async check({ ctx, request, customerId }) {
      const [group] = await ctx.db
        .select({ id: attendanceGroups.id })
        .from(attendanceGroups)
        .where(
          and(
            eq(attendanceGroups.id, idFieldOf(request, groupField)),
            eq(attendanceGroups.customerId, customerId!),
          ),
        );
      if (!group) throw notFound('Group not found.');
      if (!(await isMember(ctx.db, idFieldOf(request, userField), customerId!))) {
        throw notFound('Operator not found.');
      }
    },
  };
}

/** The caller's role as the database has it now (a token's role may be older). */
export async function currentRoleOf(db: Db, userId: number): Promise<number | null> {
  const [row] = await db.select({ roleId: users.roleId }).from(users).where(eq(users.id, userId));
  return row?.roleId ?? null;
}

/**
 * `role.manage` (POST Functionality_List): custom roles are created only by a caller whose function_Id
 * is 1 (seed 001 §2 "The role-management dialog ... only when the current user's function_Id is 1").
 */
export const roleManager: ObjectRule = {
  name: 'role.manage',
  async check({ ctx, caller }) {
    if (!canManageRoles(await currentRoleOf(ctx.db, caller.userId))) {
      throw forbidden('Only a system administrator (function_Id 1) manages roles.');
    }
  },
};
