import type { RoleCreateBody } from '@atende/contract';
import { isRoleId, validateGrantedLevels, type FunctionalityEntry } from '@atende/permissions';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { recordAudit } from '../audit/record';
import type { Db } from '../db/client';
import { functionalities, roleFunctionalities, roles } from '../db/schema';
import { ApiError, badRequest } from '../http/errors';

type RoleRow = typeof roles.$inferSelect;

/** Every role (the fixed 1..7 and the custom ones: a handful of rows). */
export function loadRoles(db: Db): Promise<RoleRow[]> {
  return db.select().from(roles).orderBy(asc(roles.id));
}

/** The role and its fathers, up to a fixed role (at most 20 steps: a broken chain stops there). */
function chainOf(all: readonly RoleRow[], roleId: number): number[] {
  const chain: number[] = [];
  let current: number | null = roleId;
  while (current !== null && chain.length < 20 && !chain.includes(current)) {
    chain.push(current);
    if (isRoleId(current)) break;
    const id: number = current;
    current = all.find((r) => r.id === id)?.fatherId ?? null;
  }
  return chain;
}

/**
 * Seniority of a role: the fixed role id it is (1 system administrator ... 7 store agent, seed 000
 * §1), or for a custom role the fixed role it was created under. Lower is more senior.
 */
export function roleRank(all: readonly RoleRow[], roleId: number): number {
  const fixed = chainOf(all, roleId).find((id) => isRoleId(id));
  return fixed ?? Number.POSITIVE_INFINITY;
}

/**
 * The roles a caller sees (`GET Functionality_List`): the seven fixed roles of seed 001 §3, and the
 * custom roles created under the caller's own role (directly or further down).
 */
export function visibleRoles(all: readonly RoleRow[], callerRoleId: number): RoleRow[] {
  return all.filter((r) => isRoleId(r.id) || chainOf(all, r.id).slice(1).includes(callerRoleId));
}

/**
 * True when the caller may give the role to an operator: a role they see, and not more senior than
 * their own (a customer administrator cannot make a system administrator). ADR 0017.
 */
export function mayAssignRole(
  all: readonly RoleRow[],
  callerRoleId: number,
  roleId: number,
): boolean {
  if (!visibleRoles(all, callerRoleId).some((r) => r.id === roleId)) return false;
  return roleRank(all, roleId) >= roleRank(all, callerRoleId);
}

/** The functionality catalogue (`GET User_Func_List`). */
export async function functionalityCatalogue(db: Db) {
  const rows = await db.select().from(functionalities).orderBy(asc(functionalities.id));
  return rows.map((f) => ({
    functionality_abrev: f.abrev,
    functionality_id: f.id,
    functionality_name: f.name,
  }));
}

/** A role's functionalities with their levels (`GET User_Func_List/GetById?roleId`). */
export async function roleFunctionalityList(db: Db, roleId: number) {
  const rows = await db
    .select({
      code: functionalities.code,
      name: functionalities.name,
      level: roleFunctionalities.level,
    })
    .from(roleFunctionalities)
    .innerJoin(functionalities, eq(functionalities.id, roleFunctionalities.functionalityId))
    .where(eq(roleFunctionalities.roleId, roleId))
    .orderBy(asc(functionalities.id));
  return rows.map((r) => ({
    functionality_Code: r.code,
    functionality_Name: r.name,
    functionality_Level: r.level,
  }));
}

/**
 * Creates a custom role (`POST Functionality_List`, seed 001 §6 "custom role creation, with the current
 * user's role as its father"): a unique name (409), the caller's own role as father (400), known
 * functionalities each once, levels 0 to 3 of which 0 is not stored (seed 001 §5 "Level 0 entries are
 * not sent"), none above the caller's own level (seed 000 §5 "A user's level must be equal to or
 * smaller than the creator's level"). The role and its audit row are written in one transaction.
 */
export async function createRole(
  db: Db,
  input: {
    body: RoleCreateBody;
    actorId: number;
    callerRoleId: number;
    callerEntries: readonly FunctionalityEntry[];
  },
) {
  const { body } = input;
  const requested = body.user_Functionality ?? [];
  const name = body.function_Name.trim();
  if (!name) throw badRequest('function_Name', 'function_Name must not be blank.');
  if (body.function_Father !== input.callerRoleId) {
    throw badRequest('function_Father', 'function_Father must be your own role (seed 001 §6).');
  }
  const ids = requested.map((f) => f.functionality_id);
  if (new Set(ids).size !== ids.length) {
    throw badRequest('user_Functionality', 'Each functionality may appear once.');
  }
  return db.transaction(async (tx) => {
    const known = ids.length
      ? await tx.select().from(functionalities).where(inArray(functionalities.id, ids))
      : [];
    const stored = requested
      .filter((f) => f.functionality_Level > 0)
      .map((f) => {
        const functionality = known.find((k) => k.id === f.functionality_id);
        if (!functionality) {
          throw badRequest('user_Functionality', `Unknown functionality id ${f.functionality_id}.`);
        }
        return { functionality, level: f.functionality_Level };
      });
    const over = validateGrantedLevels(
      input.callerEntries,
      stored.map((s) => ({
        functionality_Name: s.functionality.name,
        functionality_Level: s.level,
      })),
      { maxLevel: 3 },
    );
    if (over.length) {
      throw badRequest(
        'user_Functionality',
        `A level above your own cannot be given (seed 000 §5): ${over.join(', ')}.`,
      );
    }
    const clash = await tx
      .select({ id: roles.id })
      .from(roles)
      .where(sql`lower(${roles.name}) = lower(${name})`)
      .limit(1);
    if (clash.length) {
      throw new ApiError(409, 'conflict', 'A role with this name exists.', 'function_Name');
    }
    const [role] = await tx
      .insert(roles)
      .values({ name, fatherId: input.callerRoleId })
      .returning();
    if (stored.length) {
      await tx.insert(roleFunctionalities).values(
        stored.map((s) => ({
          roleId: role!.id,
          functionalityId: s.functionality.id,
          level: s.level,
        })),
      );
    }
    const answer = {
      function_Id: role!.id,
      function_Name: role!.name,
      function_Father: role!.fatherId,
    };
    await recordAudit(tx, {
      customerId: null,
      actorId: input.actorId,
      entity: 'role',
      entityId: role!.id,
      action: 'create',
      before: null,
      after: {
        ...answer,
        user_Functionality: stored.map((s) => ({
          functionality_Name: s.functionality.name,
          functionality_Level: s.level,
        })),
      },
    });
    return answer;
  });
}
