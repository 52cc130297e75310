import { Functionality, levelOf } from '@atende/permissions';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { userCustomers } from '../../db/schema';
import { forbidden } from '../../http/errors';
import { callerEntries } from '../control';
import { fieldOf, idFieldOf } from '../input';
import type { ObjectRule } from '../types';

/** Level on User from which another operator's record may be read (seed 001 §6, operator form). */
const READ_OTHERS_LEVEL = 2;

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `user.read`: the customers the answer may list (null: all of the caller's own). */
    visibleCustomerIds?: number[] | null;
  }
}

async function customerIdsOf(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .select({ id: userCustomers.customerId })
    .from(userCustomers)
    .where(eq(userCustomers.userId, userId));
  return rows.map((r) => r.id);
}

/**
 * `user.read`: a user record is readable by the user, and by users with User level 2 or more in a
 * customer they share; the answer then lists only the shared customers (ADR 0007). A record the caller
 * may not read answers 403, whether or not it exists.
 */
export function userRecordReadable(field: string): ObjectRule {
  return {
    name: 'user.read',
    async check({ ctx, request, caller }) {
      const targetId = idFieldOf(request, field);
      if (targetId === caller.userId) {
        request.visibleCustomerIds = null;
        return;
      }
      if (levelOf(await callerEntries(ctx, request), Functionality.User) < READ_OTHERS_LEVEL) {
        throw forbidden();
      }
      const mine = await customerIdsOf(ctx.db, caller.userId);
      const theirs = await customerIdsOf(ctx.db, targetId);
      const shared = theirs.filter((id) => mine.includes(id));
      if (shared.length === 0) throw forbidden();
      request.visibleCustomerIds = shared;
    },
  };
}

/** The customers the `user.read` rule allows the answer to list (undefined: the caller's own record). */
export function visibleCustomersOf(request: FastifyRequest): number[] | undefined {
  if (request.visibleCustomerIds === undefined) throw new Error('access: user.read did not run');
  return request.visibleCustomerIds ?? undefined;
}

/** `user.self`: the body's user id must be the caller's own (own password change). */
export function ownUserRecord(field: string): ObjectRule {
  return {
    name: 'user.self',
    async check({ request, caller }) {
      const targetId = fieldOf(request.body, field);
      if (targetId !== caller.userId) {
        // Saving other operators belongs to the administration console (seed 001 section 7).
        throw forbidden('Only your own password can be changed here.');
      }
    },
  };
}
