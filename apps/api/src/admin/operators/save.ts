// The operator save of PUT User_Data_Perm (seed 001 §3, §4): one transaction with its audit rows.
import type { OperatorSaveBody } from '@atende/contract';
import { eq, sql } from 'drizzle-orm';
import { hashPassword } from '../../auth/password';
import { recordAudit } from '../../audit/record';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { badRequest, forbidden, notFound } from '../../http/errors';
import { checkAgainstDatabase, loginTaken, type CheckedInput, type OperatorSaver } from './checks';
import type { UserRow } from './list';
import { checkInput } from './input';
import { replaceRelations } from './relations';
import { snapshotOf, seenBy } from './snapshot';

/** True for a unique-constraint violation from Postgres or PGlite (possibly wrapped by Drizzle). */
function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error, i = 0; e && i < 4; e = (e as { cause?: unknown }).cause, i += 1) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** Inserts the new operator or updates the existing one; answers its row. */
async function writeUserRow(
  tx: Db,
  input: CheckedInput,
  saver: OperatorSaver,
  passwordHash: string | undefined,
): Promise<UserRow> {
  const values: Partial<typeof users.$inferInsert> = {};
  if (input.login !== undefined) values.login = input.login;
  if (input.name !== undefined) values.name = input.name;
  if (input.email !== undefined) values.email = input.email;
  if (input.celphone !== undefined) values.celphone = input.celphone;
  if (input.startAtt !== undefined) values.startAtt = input.startAtt;
  if (input.endAtt !== undefined) values.endAtt = input.endAtt;
  if (input.startAccess !== undefined) values.startAccess = input.startAccess;
  if (input.endAccess !== undefined) values.endAccess = input.endAccess;
  if (input.weekdays !== undefined) values.weekdays = input.weekdays.join(',');
  if (input.sysAdm !== undefined) values.sysAdm = input.sysAdm;
  if (input.roleId !== undefined) values.roleId = input.roleId;
  if (passwordHash !== undefined) values.passwordHash = passwordHash;

  if (input.userId === 0) {
    const [row] = await tx
      .insert(users)
      .values({
        login: input.login!,
        name: input.name!,
        passwordHash: passwordHash!,
        roleId: input.roleId!,
        ...values,
        createdBy: saver.userId,
      })
      .returning();
    return row!;
  }
  // A new password set by an administrator ends the operator's sessions (ADR 0010).
  const bump =
    passwordHash !== undefined ? { sessionVersion: sql`${users.sessionVersion} + 1` } : {};
  const [row] = await tx
    .update(users)
    .set({ ...values, ...bump })
    .where(eq(users.id, input.userId))
    .returning();
  if (!row) throw notFound('Operator not found.');
  return row;
}

/**
 * The operator save of seed 001 §3 (`PUT User_Data_Perm` without `old_Pass`; access already checked
 * by `user.write`). In one transaction with its audit rows (one per customer the save touches, each
 * showing only that customer). Per-customer relations are replaced only within the caller's customers:
 * what another customer's administrator set stays. Groups are not changed here (seed 001 §4: the
 * console activates and deactivates them after the save), except that leaving a customer deactivates
 * the memberships there. Reports change only for a function_Id 1 caller (seed 001 §6).
 */
export async function saveOperator(
  db: Db,
  body: OperatorSaveBody,
  saver: OperatorSaver,
): Promise<{ user_Id: number; function_Id: number }> {
  const input = checkInput(body);
  const creating = input.userId === 0;
  if (input.sysAdm && !saver.sysAdm) {
    throw forbidden('Only a system administrator makes a system administrator.');
  }
  if (!creating && input.password !== undefined && input.userId === saver.userId) {
    // The own password changes with the old one (seed 000 §7 password change), never here.
    throw badRequest('old_Pass', 'Changing your own password needs old_Pass.');
  }
  const passwordHash =
    input.password !== undefined ? await hashPassword(input.password) : undefined;
  try {
    return await db.transaction(async (tx) => {
      const functionRows = await checkAgainstDatabase(tx, input, saver);
      const scope = saver.customerIds;
      const before = creating ? null : await snapshotOf(tx, input.userId);
      if (!creating && !before) throw notFound('Operator not found.');
      const row = await writeUserRow(tx, input, saver, passwordHash);
      const userId = row.id;
      await replaceRelations(tx, { input, userId, creating, scope, functionRows, saver });

      const after = await snapshotOf(tx, userId);
      const touched = [
        ...new Set([...(before?.customer ?? []), ...(after?.customer ?? [])]),
      ].filter((c) => scope.includes(c));
      for (const customerId of touched) {
        await recordAudit(tx, {
          customerId,
          actorId: saver.userId,
          entity: 'operator',
          entityId: userId,
          action: creating ? 'create' : 'update',
          before: seenBy(before, customerId),
          after: { ...seenBy(after, customerId), password_Changed: passwordHash !== undefined },
        });
      }
      return { user_Id: userId, function_Id: row.roleId };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw loginTaken();
    throw error;
  }
}
