import { DASHBOARD_CHANGED_EVENT, HSM_STATUS_EVENT } from '@atende/contract';
import type { AuthUser } from './auth/types';
import { dashboardAudience } from './dashboard/events';
import { hsmAudience } from './hsm/events';
import type { Db } from './db/client';
import { NEW_ATT_EVENT, hubEvent, type HubEventTable } from './realtime/hubEvents';
import { isDashboardSignal, isHsmStatusSignal } from './realtime/types';

/**
 * The real-time events of the API, one row each (docs/adr/0022): the client method, which bus
 * events it takes, who receives it and how often. The hub delivers exactly these.
 */
export function hubEventTable(db: Db): HubEventTable {
  /** The customer's connections whose user `allowed` admits (the customer was re-checked before). */
  const watchers = (allowed: (db: Db, users: readonly AuthUser[]) => Promise<boolean[]>) => ({
    to: 'customer' as const,
    admits: (_customerId: number, users: readonly AuthUser[]) => allowed(db, users),
  });
  return [
    // To the users the publisher names: a queue's members, an attendance's holder (seed 000 §3).
    NEW_ATT_EVENT,
    // To the customer's managers who open the dashboard, at most once a second (ADR 0018).
    hubEvent({
      name: DASHBOARD_CHANGED_EVENT,
      accepts: isDashboardSignal,
      audience: watchers(dashboardAudience),
      args: (signal) => [{ customerId: signal.customerId }],
      coalesceMs: 1000,
    }),
    // To those who open the bulk send screen, every row's change (ADR 0020).
    hubEvent({
      name: HSM_STATUS_EVENT,
      accepts: isHsmStatusSignal,
      audience: watchers(hsmAudience),
      args: (signal) => [signal.payload],
    }),
  ];
}
