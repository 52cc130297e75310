import type { OperatorSaveBody } from '@atende/contract';
import { OperatorSaveBodySchema } from '@atende/contract/schemas';
import { canEditArea } from '@atende/permissions';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { customerIdsOf } from '../../admin/operators/list';
import { outranks } from '../../admin/operators/rank';
import type { OperatorSaver } from '../../admin/operators/checks';
import { users } from '../../db/schema';
import { badRequest, forbidden } from '../../http/errors';
import { callerEntries } from '../control';
import { bodyValidatedBy } from '../input';
import type { ObjectRule } from '../types';
import { ownUserRecord } from './userRecord';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `user.write` for an operator save: who saves, with their levels and customers. */
    operatorSaver?: OperatorSaver;
  }
}

/**
 * Which use of `PUT User_Data_Perm` a body is (ADR 0017): the own password change carries `old_Pass`
 * (seed 000 §7 "user record plus new encoded password"), and so does a body without `user_Login`
 * (a password change that forgot the old password: 400 naming `old_Pass`); anything else is the
 * operator save of seed 001 §3.
 */
export function isPasswordChange(body: OperatorSaveBody): boolean {
  return body.old_Pass !== undefined || body.user_Login === undefined;
}

/**
 * `user.write` (PUT User_Data_Perm), by body shape:
 * - password change: `user.self`, the caller's own record only;
 * - operator save: the caller edits the operators area (User level 3+, seed 001 §6), works for every
 *   customer of the body's `customer` list, and for an existing operator shares a customer with it and
 *   outranks it (not a system administrator unless the caller is one, no more senior role, no level
 *   above the caller's). 403 otherwise, whether or not the operator exists.
 */
export function userWritable(field: string): ObjectRule {
  const self = ownUserRecord(field);
  return {
    name: 'user.write',
    async check(input) {
      const { ctx, request, caller } = input;
      const body = bodyValidatedBy(request, OperatorSaveBodySchema);
      if (isPasswordChange(body)) return self.check(input);
      const entries = await callerEntries(ctx, request);
      if (!canEditArea(entries, 'operators')) {
        throw forbidden('Your access level does not allow this.');
      }
      const [me] = await ctx.db
        .select({ roleId: users.roleId, sysAdm: users.sysAdm })
        .from(users)
        .where(eq(users.id, caller.userId));
      if (!me) throw forbidden();
      const mine = await customerIdsOf(ctx.db, caller.userId);
      if (body.customer !== undefined) {
        if (!body.customer.length) {
          throw badRequest('customer', 'An operator works for one customer at least.');
        }
        if (body.customer.some((c) => !mine.includes(c.customer_Id))) throw forbidden();
      }
      const saver: OperatorSaver = {
        userId: caller.userId,
        roleId: me.roleId,
        sysAdm: me.sysAdm,
        entries,
        customerIds: mine,
      };
      if (body.user_Id !== 0) {
        const [target] = await ctx.db
          .select({ id: users.id, roleId: users.roleId, sysAdm: users.sysAdm })
          .from(users)
          .where(eq(users.id, body.user_Id));
        if (!target) throw forbidden();
        const theirs = await customerIdsOf(ctx.db, target.id);
        if (!theirs.some((id) => mine.includes(id))) throw forbidden();
        if (!(await outranks(ctx.db, saver, target))) {
          throw forbidden('This operator has rights above yours.');
        }
      }
      request.operatorSaver = saver;
    },
  };
}

/** The saver `user.write` established (an operator save only). */
export function operatorSaverOf(request: FastifyRequest): OperatorSaver {
  if (!request.operatorSaver) throw new Error('access: user.write did not run');
  return request.operatorSaver;
}
