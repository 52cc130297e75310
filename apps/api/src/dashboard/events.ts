import { canOpenArea, type FunctionalityEntry } from '@atende/permissions';
import type { AreaName } from '@atende/contract';
import { eq, inArray } from 'drizzle-orm';
import type { AuthUser } from '../auth/types';
import type { Db } from '../db/client';
import { functionalities, userFunctionalities } from '../db/schema';
import type { EventBus } from '../realtime/types';

/**
 * Tells every API instance that the customer's dashboard changed (an attendance enqueued, taken,
 * transferred or closed; an interaction changed): each hub sends `DashboardChanged` to its manager
 * connections of the customer, coalesced (docs/adr/0018-live-dashboard.md).
 */
export async function publishDashboardChanged(bus: EventBus, customerId: number): Promise<void> {
  await bus.publish({ kind: 'dashboardChanged', customerId });
}

/**
 * The `DashboardChanged` audience (src/hubEventTable.ts): which of the callers may open the client
 * dashboard (Painel 2+, "Dashboard: shown only above level 1", seed 001 §6). Membership of the
 * customer is re-checked by the hub before (the connection is subscribed for it).
 */
export function dashboardAudience(db: Db, callers: readonly AuthUser[]): Promise<boolean[]> {
  return areaAudience(db, callers, 'dashboard');
}

/** Which of the callers may open a screen area (its functionality at level 2+): a hub audience. */
export async function areaAudience(
  db: Db,
  callers: readonly AuthUser[],
  area: AreaName,
): Promise<boolean[]> {
  if (callers.length === 0) return [];
  const ids = [...new Set(callers.map((c) => c.userId))];
  const rows = await db
    .select({
      userId: userFunctionalities.userId,
      name: functionalities.name,
      level: userFunctionalities.level,
    })
    .from(userFunctionalities)
    .innerJoin(functionalities, eq(functionalities.id, userFunctionalities.functionalityId))
    .where(inArray(userFunctionalities.userId, ids));
  const entries = new Map<number, FunctionalityEntry[]>();
  for (const row of rows) {
    const list = entries.get(row.userId) ?? [];
    list.push({ functionality_Name: row.name, functionality_Level: row.level });
    entries.set(row.userId, list);
  }
  return callers.map((c) => canOpenArea(entries.get(c.userId) ?? [], area));
}
