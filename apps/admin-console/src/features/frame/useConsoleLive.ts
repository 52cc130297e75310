import { useHubConnection, useSession, type HubState } from '@atende/api-client';
import { queryKeys } from '@atende/api-client/query';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { hsmLiveHandlers } from '../hsm/hsmLive';

/**
 * The manager's live data (docs/adr/0018): one hub connection while the console is open, subscribed
 * for the current customer. Each `DashboardChanged` (and the resync after a reconnect) makes the
 * customer's dashboard queries stale: refetched at once while the tab is visible; while it is hidden
 * only marked, and refetched when the tab shows again (TanStack Query's focus refetch). The shell's
 * bell reads one of those queries, so it follows too. Each `HsmStatusChanged` updates the bulk send's
 * sent rows in the cache, and a resync fetches them again (`hsmLiveHandlers`).
 */
export function useConsoleLive(): HubState {
  const client = useQueryClient();
  const customerId = useSession((state) => state.currentCustomerId);
  const userId = useSession((state) => state.user?.user_Id ?? null);
  const refresh = useCallback(() => {
    if (customerId === null) return;
    void client.invalidateQueries({
      queryKey: queryKeys.dashboard(customerId),
      refetchType: document.visibilityState === 'hidden' ? 'none' : 'active',
    });
  }, [client, customerId]);
  const hsm = useMemo(() => hsmLiveHandlers(client, customerId), [client, customerId]);
  const resync = useCallback(() => {
    refresh();
    hsm.resync();
  }, [refresh, hsm]);
  return useHubConnection({
    customerId,
    userId,
    onDashboardChanged: refresh,
    onHsmStatusChanged: hsm.onHsmStatusChanged,
    onResync: resync,
  });
}
