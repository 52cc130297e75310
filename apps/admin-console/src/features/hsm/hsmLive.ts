import type { HsmStatusChanged } from '@atende/contract';
import { queryKeys } from '@atende/api-client/query';
import type { QueryClient } from '@tanstack/react-query';
import { withHsmEvent } from './hsmStatus';

/** The query key of one import's sent rows (GET Hsm_Status). */
export function hsmStatusKey(customerId: number, importId: string) {
  return queryKeys.admin(customerId, 'hsm', importId);
}

/**
 * The console hub's bulk-send part (used by `useConsoleLive`): each `HsmStatusChanged` of the current
 * customer updates the watched import's rows in the cache at once; after a (re)connect every watched
 * import is fetched again (GET Hsm_Status), so an event missed while disconnected is not lost.
 */
export function hsmLiveHandlers(client: QueryClient, customerId: number | null) {
  return {
    onHsmStatusChanged(event: HsmStatusChanged) {
      if (customerId === null || event.customer_Id !== customerId) return;
      client.setQueryData(hsmStatusKey(customerId, event.import_Id), (rows) =>
        withHsmEvent(rows as Parameters<typeof withHsmEvent>[0], event, new Date().toISOString()),
      );
    },
    resync() {
      if (customerId === null) return;
      void client.invalidateQueries({ queryKey: queryKeys.admin(customerId, 'hsm') });
    },
  };
}
