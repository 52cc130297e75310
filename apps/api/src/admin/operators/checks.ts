// The operator save's checks that read the database (seed 001 §4, §5): role, levels, login, channels.
import { validateGrantedLevels, type FunctionalityEntry } from '@atende/permissions';
import { and, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { functionalities, users } from '../../db/schema';
import { ApiError, badRequest, forbidden } from '../../http/errors';
import { loadRoles, mayAssignRole } from '../roles';
import type { checkInput } from './input';
import { customerIdsOf } from './list';
import { channelsOf } from './relations';

/** Who saves: the caller's id, role, system-administrator flag, levels and customers. */
export interface OperatorSaver {
  userId: number;
  roleId: number;
  sysAdm: boolean;
  entries: readonly FunctionalityEntry[];
  customerIds: readonly number[];
}

/** The answer to a login another operator has. */
export const loginTaken = () =>
  new ApiError(409, 'conflict', 'Another operator already has this login.', 'user_Login');

/** The save's body as `checkInput` checked it. */
export type CheckedInput = ReturnType<typeof checkInput>;

/** The functionality rows the save writes (names resolved), checked against the saver's ceiling. */
async function functionRowsOf(tx: Db, input: CheckedInput, saver: OperatorSaver) {
  if (!input.functions) return undefined;
  const catalogue = await tx.select().from(functionalities);
  const functionRows = input.functions.map((f) => {
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
  return functionRows;
}

/**
 * The checks that read the database, in order: the role, the functionality levels, the login's
 * uniqueness, the channels of the operator's customers. Answers the functionality rows to write.
 */
export async function checkAgainstDatabase(tx: Db, input: CheckedInput, saver: OperatorSaver) {
  const allRoles = await loadRoles(tx);
  if (input.roleId !== undefined) {
    if (!allRoles.some((r) => r.id === input.roleId)) {
      throw badRequest('function_Id', 'function_Id is not a role.');
    }
    if (!mayAssignRole(allRoles, saver.roleId, input.roleId)) {
      throw forbidden('You may not give a role above your own.');
    }
  }
  const functionRows = await functionRowsOf(tx, input, saver);
  if (input.login !== undefined) {
    const clash = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(sql`lower(${users.login}) = lower(${input.login})`, ne(users.id, input.userId)))
      .limit(1);
    if (clash.length) throw loginTaken();
  }
  if (input.channelIds) {
    const operatorCustomers = input.customerIds ?? (await customerIdsOf(tx, input.userId));
    const allowed = await channelsOf(tx, operatorCustomers);
    const stranger = input.channelIds.find((id) => !allowed.includes(id));
    if (stranger !== undefined) {
      throw badRequest('channel', `Channel ${stranger} is not used by the operator's customers.`);
    }
  }
  return functionRows;
}
