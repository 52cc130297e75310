import type { OperatorSaveBody } from '@atende/contract';
import {
  canManageReports,
  levelOf,
  validateGrantedLevels,
  type FunctionalityEntry,
} from '@atende/permissions';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { decodePassword, hashPassword, passwordProblems } from '../auth/password';
import { recordAudit } from '../audit/record';
import type { Db } from '../db/client';
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
} from '../db/schema';
import { ApiError, badRequest, forbidden, notFound } from '../http/errors';
import { loadRoles, mayAssignRole, roleRank } from './roles';

type UserRow = typeof users.$inferSelect;

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

/**
 * True when `caller` may change `target`: not a system administrator unless the caller is one, not a
 * more senior role, and no functionality level above the caller's (otherwise a lesser administrator
 * could take over a greater account by setting its password). ADR 0017.
 */
export async function outranks(
  db: Db,
  caller: { roleId: number; sysAdm: boolean; entries: readonly FunctionalityEntry[] },
  target: { id: number; roleId: number; sysAdm: boolean },
): Promise<boolean> {
  if (caller.sysAdm) return true;
  if (target.sysAdm) return false;
  const all = await loadRoles(db);
  if (roleRank(all, target.roleId) < roleRank(all, caller.roleId)) return false;
  const levels = await db
    .select({ name: functionalities.name, level: userFunctionalities.level })
    .from(userFunctionalities)
    .innerJoin(functionalities, eq(functionalities.id, userFunctionalities.functionalityId))
    .where(eq(userFunctionalities.userId, target.id));
  return levels.every((l) => l.level <= levelOf(caller.entries, l.name));
}

// ---------------------------------------------------------------------------------------------
// Input checks (400 naming the field)

const TIME = /^([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** HH:mm or HH:mm:ss (24 h) as HH:mm:ss. */
function parseTime(field: string, value: string): string {
  const m = TIME.exec(value.trim());
  if (!m) throw badRequest(field, `${field} must be a time HH:mm or HH:mm:ss (24 h).`);
  return `${m[1]}:${m[2]}:${m[3] ?? '00'}`;
}

/** YYYY-MM-DD (a date-time's date part is accepted), a real calendar date; null or '' is open-ended. */
function parseDate(field: string, value: string | null | undefined): string | null | undefined {
  if (value === undefined) return undefined;
  if (value === null || value.trim() === '') return null;
  const m = DATE.exec(value.trim());
  const date = m ? new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))) : null;
  if (
    !m ||
    !date ||
    date.getUTCDate() !== Number(m[3]) ||
    date.getUTCMonth() !== Number(m[2]) - 1
  ) {
    throw badRequest(field, `${field} must be a date YYYY-MM-DD.`);
  }
  return `${m[1]}-${m[2]}-${m[3]}`;
}

/** Trimmed text; `required` refuses a blank one. Line breaks are refused in one-line fields. */
function oneLine(field: string, value: string | undefined, required: boolean): string | undefined {
  if (value === undefined) {
    if (required) throw badRequest(field, `${field} is required.`);
    return undefined;
  }
  const text = value.trim();
  if (required && !text) throw badRequest(field, `${field} must not be blank.`);
  if (/[\t\n\r]/.test(text)) throw badRequest(field, `${field} must be one line.`);
  return text;
}

interface CheckedOperator {
  userId: number;
  login?: string;
  name?: string;
  email?: string;
  celphone?: string;
  /** The decoded new password (undefined: unchanged). */
  password?: string;
  startAtt?: string;
  endAtt?: string;
  startAccess?: string | null;
  endAccess?: string | null;
  weekdays?: number[];
  sysAdm?: boolean;
  roleId?: number;
  functions?: Array<{ name: string; level: number }>;
  customerIds?: number[];
  channelIds?: number[];
  reports?: OperatorSaveBody['report'];
}

/** The body's checks that need no database (seed 001 §3 fields, seed 000 §5 password rules). */
function checkInput(body: OperatorSaveBody): CheckedOperator {
  const creating = body.user_Id === 0;
  const out: CheckedOperator = { userId: body.user_Id };
  out.login = oneLine('user_Login', body.user_Login, creating);
  if (out.login !== undefined && (!out.login || /\s/.test(out.login))) {
    throw badRequest('user_Login', 'user_Login must not be blank nor contain spaces.');
  }
  out.name = oneLine('user_Name', body.user_Name, creating);
  if (out.name !== undefined && !out.name)
    throw badRequest('user_Name', 'user_Name must not be blank.');
  out.email = oneLine('user_Email', body.user_Email, false);
  if (out.email && !EMAIL.test(out.email)) {
    throw badRequest('user_Email', 'user_Email is not an e-mail address.');
  }
  out.celphone = oneLine('user_Celphone', body.user_Celphone, false);
  // Seed 000 §5 / §9: encoded password, 8 characters or more, a capital, a digit, a special one.
  // Required on create; on update an empty or absent one keeps the password.
  if (body.user_Pass !== undefined && body.user_Pass !== '') {
    const password = decodePassword(body.user_Pass);
    if (password === null)
      throw badRequest('user_Pass', 'user_Pass is not a valid encoded password.');
    const problems = passwordProblems(password);
    if (problems.length) {
      throw badRequest('user_Pass', `Password rules not met: ${problems.join(', ')}.`);
    }
    out.password = password;
  } else if (creating) {
    throw badRequest('user_Pass', 'A new operator needs a password.');
  }
  if (body.att_Start !== undefined) out.startAtt = parseTime('att_Start', body.att_Start);
  if (body.att_End !== undefined) out.endAtt = parseTime('att_End', body.att_End);
  out.startAccess = parseDate('start_Access', body.start_Access);
  out.endAccess = parseDate('end_Access', body.end_Access);
  // Seed 001 §3: "expiration_Date (same as the end date)".
  const expiration = parseDate('expiration_Date', body.expiration_Date);
  if (expiration !== undefined) {
    if (out.endAccess === undefined) out.endAccess = expiration;
    else if (expiration !== out.endAccess) {
      throw badRequest('expiration_Date', 'expiration_Date must be the same as end_Access.');
    }
  }
  if (out.startAccess && out.endAccess && out.startAccess > out.endAccess) {
    throw badRequest('end_Access', 'end_Access must not be before start_Access.');
  }
  if (body.user_Weekdays !== undefined) {
    if (!body.user_Weekdays.length) {
      throw badRequest('user_Weekdays', 'An operator works on one weekday at least.');
    }
    out.weekdays = [...body.user_Weekdays].sort((a, b) => a - b);
  }
  out.sysAdm = body.user_SysAdm;
  out.roleId = body.function_Id;
  if (creating && out.roleId === undefined)
    throw badRequest('function_Id', 'function_Id is required.');
  if (body.user_Function !== undefined) {
    // Seed 001 §5: "The access level per functionality is a number from 0 to 3. Level 0 entries are
    // not sent" (so not stored either).
    const names = new Set<string>();
    out.functions = [];
    for (const entry of body.user_Function) {
      const name = entry.functionality_Name.trim();
      const key = name.toLowerCase();
      if (names.has(key)) {
        throw badRequest('user_Function', `${name} appears more than once in user_Function.`);
      }
      names.add(key);
      if (entry.functionality_Level > 3) {
        throw badRequest('user_Function', `Levels are 0 to 3 (seed 001 §5): ${name}.`);
      }
      if (entry.functionality_Level > 0)
        out.functions.push({ name, level: entry.functionality_Level });
    }
  }
  if (body.customer !== undefined) {
    out.customerIds = [...new Set(body.customer.map((c) => c.customer_Id))];
    if (!out.customerIds.length) {
      throw badRequest('customer', 'An operator works for one customer at least.');
    }
  } else if (creating) {
    throw badRequest('customer', 'A new operator needs its customers.');
  }
  if (body.channel !== undefined)
    out.channelIds = [...new Set(body.channel.map((c) => c.channel_Id))];
  out.reports = body.report;
  return out;
}

// ---------------------------------------------------------------------------------------------
// Snapshot for the audit trail

interface OperatorSnapshot {
  user_Id: number;
  user_Login: string;
  user_Name: string;
  user_Email: string;
  user_Celphone: string;
  att_Start: string;
  att_End: string;
  start_Access: string | null;
  end_Access: string | null;
  user_Weekdays: number[];
  user_SysAdm: boolean;
  function_Id: number;
  user_Function: Array<{ functionality_Name: string; functionality_Level: number }>;
  customer: number[];
  channel: number[];
  report: Array<{ report_Id: number; customer_Id: number }>;
}

async function snapshotOf(db: Db, userId: number): Promise<OperatorSnapshot | null> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) return null;
  const levels = await db
    .select({ name: functionalities.name, level: userFunctionalities.level })
    .from(userFunctionalities)
    .innerJoin(functionalities, eq(functionalities.id, userFunctionalities.functionalityId))
    .where(eq(userFunctionalities.userId, userId))
    .orderBy(asc(functionalities.id));
  const channelRows = await db
    .select({ id: userChannels.channelId })
    .from(userChannels)
    .where(eq(userChannels.userId, userId))
    .orderBy(asc(userChannels.channelId));
  const reportRows = await db
    .select({ id: reports.id, customerId: reports.customerId })
    .from(userReports)
    .innerJoin(reports, eq(reports.id, userReports.reportId))
    .where(eq(userReports.userId, userId))
    .orderBy(asc(reports.id));
  return {
    user_Id: user.id,
    user_Login: user.login,
    user_Name: user.name,
    user_Email: user.email,
    user_Celphone: user.celphone,
    att_Start: user.startAtt,
    att_End: user.endAtt,
    start_Access: user.startAccess,
    end_Access: user.endAccess,
    user_Weekdays: weekdaysOf(user.weekdays),
    user_SysAdm: user.sysAdm,
    function_Id: user.roleId,
    user_Function: levels.map((l) => ({
      functionality_Name: l.name,
      functionality_Level: l.level,
    })),
    customer: (await customerIdsOf(db, userId)).sort((a, b) => a - b),
    channel: channelRows.map((c) => c.id),
    report: reportRows.map((r) => ({ report_Id: r.id, customer_Id: r.customerId })),
  };
}

/** The snapshot as one customer's audit row shows it: no other customer's ids or reports. */
function seenBy(snapshot: OperatorSnapshot | null, customerId: number) {
  if (!snapshot) return null;
  return {
    ...snapshot,
    customer: snapshot.customer.filter((c) => c === customerId),
    report: snapshot.report.filter((r) => r.customer_Id === customerId).map((r) => r.report_Id),
  };
}

// ---------------------------------------------------------------------------------------------
// The save

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
