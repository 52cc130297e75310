// The operator save of PUT User_Data_Perm (seed 001 §3, §4): one transaction with its audit rows.
import type { OperatorSaveBody } from '@atende/contract';
import {
  canManageReports,
  validateGrantedLevels,
  type FunctionalityEntry,
} from '@atende/permissions';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { hashPassword } from '../../auth/password';
import { recordAudit } from '../../audit/record';
import type { Db } from '../../db/client';
import {
  attendanceGroups,
  customerChannels,
  functionalities,
  reports,
  userChannels,
  userCustomers,
  userFunctionalities,
  userGroups,
  userReports,
  users,
} from '../../db/schema';
import { ApiError, badRequest, forbidden, notFound } from '../../http/errors';
import { loadRoles, mayAssignRole } from '../roles';
import { customerIdsOf, type UserRow } from './list';
import { checkInput } from './input';
import { snapshotOf, seenBy } from './snapshot';

/** Who saves: the caller's id, role, system-administrator flag, levels and customers. */
export interface OperatorSaver {
  userId: number;
  roleId: number;
  sysAdm: boolean;
  entries: readonly FunctionalityEntry[];
  customerIds: readonly number[];
}

/** True for a unique-constraint violation from Postgres or PGlite (possibly wrapped by Drizzle). */
function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error, i = 0; e && i < 4; e = (e as { cause?: unknown }).cause, i += 1) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

const loginTaken = () =>
  new ApiError(409, 'conflict', 'Another operator already has this login.', 'user_Login');

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
      const allRoles = await loadRoles(tx);
      if (input.roleId !== undefined) {
        if (!allRoles.some((r) => r.id === input.roleId)) {
          throw badRequest('function_Id', 'function_Id is not a role.');
        }
        if (!mayAssignRole(allRoles, saver.roleId, input.roleId)) {
          throw forbidden('You may not give a role above your own.');
        }
      }
      let functionRows: Array<{ functionalityId: number; level: number }> | undefined;
      if (input.functions) {
        const catalogue = await tx.select().from(functionalities);
        functionRows = input.functions.map((f) => {
          const known = catalogue.find((c) => c.name.toLowerCase() === f.name.toLowerCase());
          if (!known) throw badRequest('user_Function', `Unknown functionality ${f.name}.`);
          return { functionalityId: known.id, level: f.level, name: known.name };
        });
        // The level ceiling (seed 000 §5, seed 001 §5): "A user's level must be equal to or smaller
        // than the creator's level".
        const over = validateGrantedLevels(
          saver.entries,
          input.functions.map((f) => ({
            functionality_Name: f.name,
            functionality_Level: f.level,
          })),
          { maxLevel: 3 },
        );
        if (over.length) {
          throw badRequest(
            'user_Function',
            `A level above your own cannot be given (seed 000 §5): ${over.join(', ')}.`,
          );
        }
      }
      if (input.login !== undefined) {
        const clash = await tx
          .select({ id: users.id })
          .from(users)
          .where(
            and(sql`lower(${users.login}) = lower(${input.login})`, ne(users.id, input.userId)),
          )
          .limit(1);
        if (clash.length) throw loginTaken();
      }
      const finalCustomers = input.customerIds;
      const scope = saver.customerIds;
      const channelsOf = async (customerIds: readonly number[]) =>
        customerIds.length
          ? (
              await tx
                .select({ id: customerChannels.channelId })
                .from(customerChannels)
                .where(inArray(customerChannels.customerId, [...customerIds]))
            ).map((c) => c.id)
          : [];
      if (input.channelIds) {
        const operatorCustomers = finalCustomers ?? (await customerIdsOf(tx, input.userId));
        const allowed = await channelsOf(operatorCustomers);
        const stranger = input.channelIds.find((id) => !allowed.includes(id));
        if (stranger !== undefined) {
          throw badRequest(
            'channel',
            `Channel ${stranger} is not used by the operator's customers.`,
          );
        }
      }

      const before = creating ? null : await snapshotOf(tx, input.userId);
      if (!creating && !before) throw notFound('Operator not found.');

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

      let userId = input.userId;
      let row: UserRow | undefined;
      if (creating) {
        [row] = await tx
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
        userId = row!.id;
      } else {
        // A new password set by an administrator ends the operator's sessions (ADR 0010).
        const bump =
          passwordHash !== undefined ? { sessionVersion: sql`${users.sessionVersion} + 1` } : {};
        [row] = await tx
          .update(users)
          .set({ ...values, ...bump })
          .where(eq(users.id, userId))
          .returning();
        if (!row) throw notFound('Operator not found.');
      }

      if (finalCustomers) {
        const current = creating ? [] : await customerIdsOf(tx, userId);
        const leaving = current.filter((c) => scope.includes(c) && !finalCustomers.includes(c));
        const joining = finalCustomers.filter((c) => !current.includes(c));
        if (leaving.length) {
          await tx
            .delete(userCustomers)
            .where(
              and(eq(userCustomers.userId, userId), inArray(userCustomers.customerId, leaving)),
            );
          // Memberships in a customer the operator left could never be deactivated by the console.
          const leftGroups = tx
            .select({ id: attendanceGroups.id })
            .from(attendanceGroups)
            .where(inArray(attendanceGroups.customerId, leaving));
          await tx
            .update(userGroups)
            .set({ active: false })
            .where(and(eq(userGroups.userId, userId), inArray(userGroups.groupId, leftGroups)));
        }
        if (joining.length) {
          await tx
            .insert(userCustomers)
            .values(joining.map((customerId) => ({ userId, customerId })));
        }
      }

      if (functionRows) {
        await tx.delete(userFunctionalities).where(eq(userFunctionalities.userId, userId));
        if (functionRows.length) {
          await tx.insert(userFunctionalities).values(
            functionRows.map((f) => ({
              userId,
              functionalityId: f.functionalityId,
              level: f.level,
            })),
          );
        }
      }

      if (input.channelIds) {
        // Channels the caller's customers use are replaced; others (another customer's) stay.
        const scopeChannels = [...new Set(await channelsOf(scope))];
        if (scopeChannels.length) {
          await tx
            .delete(userChannels)
            .where(
              and(eq(userChannels.userId, userId), inArray(userChannels.channelId, scopeChannels)),
            );
        }
        const keep = await tx
          .select({ id: userChannels.channelId })
          .from(userChannels)
          .where(eq(userChannels.userId, userId));
        const add = input.channelIds.filter((id) => !keep.some((k) => k.id === id));
        if (add.length) {
          await tx.insert(userChannels).values(add.map((channelId) => ({ userId, channelId })));
        }
      }

      // Seed 001 §6: report assignment only when the current user's function_Id is 1.
      if (input.reports !== undefined && canManageReports(saver.roleId)) {
        const operatorCustomers = finalCustomers ?? (await customerIdsOf(tx, userId));
        const reportIds = new Set<number>();
        const candidates = operatorCustomers.length
          ? await tx.select().from(reports).where(inArray(reports.customerId, operatorCustomers))
          : [];
        for (const entry of input.reports) {
          const found = entry.report_Id
            ? candidates.filter((r) => r.id === entry.report_Id)
            : candidates.filter((r) => entry.report_Code && r.code === entry.report_Code.trim());
          if (!found.length) {
            throw badRequest('report', "A report is not one of the operator's customers'.");
          }
          for (const r of found) reportIds.add(r.id);
        }
        const scopeReports = scope.length
          ? tx
              .select({ id: reports.id })
              .from(reports)
              .where(inArray(reports.customerId, [...scope]))
          : null;
        if (scopeReports) {
          await tx
            .delete(userReports)
            .where(
              and(eq(userReports.userId, userId), inArray(userReports.reportId, scopeReports)),
            );
        }
        if (reportIds.size) {
          await tx
            .insert(userReports)
            .values([...reportIds].map((reportId) => ({ userId, reportId })))
            .onConflictDoNothing();
        }
      }

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
      return { user_Id: userId, function_Id: row!.roleId };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw loginTaken();
    throw error;
  }
}
