// Who may change whom among operators (ADR 0017).
import { levelOf, type FunctionalityEntry } from '@atende/permissions';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { functionalities, userFunctionalities } from '../../db/schema';
import { loadRoles, roleRank } from '../roles';

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
