import { hashPassword } from '../src/auth/password';
import * as t from '../src/db/schema';
import type { TestServer } from './harness';

/** Adds an operator (role 7 unless said) with the demo password, its customers, levels and groups. */
export async function addTestUser(
  server: TestServer,
  input: {
    login: string;
    customers: number[];
    /** Every functionality at this level (0: none). */
    allLevels?: number;
    /** Levels by functionality name, over `allLevels`. */
    levels?: Record<string, number>;
    groups?: number[];
    roleId?: number;
  },
): Promise<number> {
  const db = server.database.db;
  const [user] = await db
    .insert(t.users)
    .values({
      login: input.login,
      name: input.login,
      passwordHash: await hashPassword('Atende@2026'),
      roleId: input.roleId ?? 7,
    })
    .returning({ id: t.users.id });
  const userId = user!.id;
  await db
    .insert(t.userCustomers)
    .values(input.customers.map((customerId) => ({ userId, customerId })));
  const functionalities = await db.select().from(t.functionalities);
  const levels = functionalities
    .map((f) => ({ f, level: input.levels?.[f.name] ?? input.allLevels ?? 0 }))
    .filter(({ level }) => level > 0);
  if (levels.length) {
    await db
      .insert(t.userFunctionalities)
      .values(levels.map(({ f, level }) => ({ userId, functionalityId: f.id, level })));
  }
  if (input.groups?.length) {
    await db.insert(t.userGroups).values(input.groups.map((groupId) => ({ userId, groupId })));
  }
  return userId;
}
