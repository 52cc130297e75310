import type { HsmStatusChanged } from '@atende/contract';
import type { AuthUser } from '../auth/types';
import { areaAudience } from '../dashboard/events';
import type { Db } from '../db/client';
import type { hsmSends } from '../db/schema';
import type { EventBus } from '../realtime/types';

type HsmRow = Pick<
  typeof hsmSends.$inferSelect,
  'id' | 'customerId' | 'importId' | 'row' | 'state' | 'reason'
>;

/** The hub payload of a row's state (`HsmStatusChanged`). */
function hsmStatusPayload(row: HsmRow): HsmStatusChanged {
  return {
    customer_Id: row.customerId,
    import_Id: row.importId,
    hsm_Id: row.id,
    row: row.row,
    state: row.state,
    reason: row.reason ?? null,
  };
}

/**
 * Tells every API instance that a bulk-sent row changed state: each hub sends `HsmStatusChanged` to
 * its connections of the customer whose user opens the bulk send screen (docs/adr/0020).
 */
export async function publishHsmStatus(bus: EventBus, row: HsmRow): Promise<void> {
  await bus.publish({
    kind: 'hsmStatusChanged',
    customerId: row.customerId,
    payload: hsmStatusPayload(row),
  });
}

/**
 * The `HsmStatusChanged` audience (src/hubEventTable.ts): which callers may open the bulk send
 * screen (HSM level 2+).
 */
export function hsmAudience(db: Db, callers: readonly AuthUser[]): Promise<boolean[]> {
  return areaAudience(db, callers, 'hsm');
}
