import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { userCustomers } from '../db/schema';
import { forbidden } from '../http/errors';

/** True when the user works for the customer. */
export async function isMember(db: Db, userId: number, customerId: number): Promise<boolean> {
  const rows = await db
    .select({ userId: userCustomers.userId })
    .from(userCustomers)
    .where(and(eq(userCustomers.userId, userId), eq(userCustomers.customerId, customerId)))
    .limit(1);
  return rows.length > 0;
}

/** Tenant isolation: 403 (and nothing else said) unless the caller works for the customer. */
export async function requireMember(db: Db, userId: number, customerId: number): Promise<void> {
  if (!(await isMember(db, userId, customerId))) throw forbidden();
}
