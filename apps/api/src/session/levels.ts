import { eq } from 'drizzle-orm';
import type { FunctionalityEntry } from '@atende/permissions';
import type { Db } from '../db/client';
import { functionalities, userFunctionalities } from '../db/schema';

/** The caller's functionality entries, as the permissions object lists them. */
export async function functionalityEntries(db: Db, userId: number): Promise<FunctionalityEntry[]> {
  const rows = await db
    .select({ name: functionalities.name, level: userFunctionalities.level })
    .from(userFunctionalities)
    .innerJoin(functionalities, eq(functionalities.id, userFunctionalities.functionalityId))
    .where(eq(userFunctionalities.userId, userId));
  return rows.map((r) => ({ functionality_Name: r.name, functionality_Level: r.level }));
}
