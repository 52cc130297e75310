import { useSession } from '@atende/api-client';
import { dashboardQueries, queryKeys } from '@atende/api-client/query';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import type { MessagesTarget } from './drillDownColumns';
import { toRange, type DashboardFilters } from './filters';
import type { DrillDownKind } from './SummaryCards';

function useCustomer(): number {
  return useSession((state) => state.currentCustomerId) ?? 0;
}

/** `Light_Dashboard` for the filters (the cards). */
export function useSummary(filters: DashboardFilters) {
  const customerId = useCustomer();
  return useQuery({
    ...dashboardQueries.summary(toRange(filters, customerId)),
    enabled: customerId > 0,
  });
}

/** `Light_Dashboard_Hourly` for the filters (the chart). */
export function useHourly(filters: DashboardFilters) {
  const customerId = useCustomer();
  return useQuery({
    ...dashboardQueries.hourly(toRange(filters, customerId)),
    enabled: customerId > 0,
  });
}

/** A drill-down's rows for a status code of seed 001 §4. */
export function useDrillDown(kind: DrillDownKind, status: number, filters: DashboardFilters) {
  const customerId = useCustomer();
  return useQuery({
    ...dashboardQueries.drillDown(toRange(filters, customerId), kind, status),
    enabled: customerId > 0,
  });
}

/**
 * The messages of an attendance (User_Att_Messages_List, its directions mapped to seed 001's) or of a
 * chatbot session (User_Messages_List).
 */
export function useConversation(target: MessagesTarget) {
  const customerId = useCustomer();
  return useQuery({ ...dashboardQueries.messages(customerId, target), enabled: customerId > 0 });
}

/** Loads every dashboard query of the current customer again (the Update button). */
export function useRefreshDashboard(): () => Promise<void> {
  const client = useQueryClient();
  const customerId = useCustomer();
  return useCallback(
    () => client.invalidateQueries({ queryKey: queryKeys.dashboard(customerId) }),
    [client, customerId],
  );
}

function subscribeVisibility(onChange: () => void): () => void {
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
}

/** Whether the tab is visible (live updates pause while it is hidden). */
export function usePageVisible(): boolean {
  return useSyncExternalStore(
    subscribeVisibility,
    () => document.visibilityState !== 'hidden',
    () => true,
  );
}
