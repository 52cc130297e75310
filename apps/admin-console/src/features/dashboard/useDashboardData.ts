import {
  getDashboard,
  listDashboardAgents,
  listDashboardAttendances,
  listDashboardHourly,
  listDashboardInteractions,
  listInteractionMessages,
  listMessages,
  useSession,
} from '@atende/api-client';
import { queryKeys } from '@atende/api-client/query';
import { dashboardDirection, type DashboardMessageRow } from '@atende/contract';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import type { MessagesTarget } from './drillDownColumns';
import { filtersKey, toRange, type DashboardFilters } from './filters';
import type { DrillDownKind } from './SummaryCards';

function useCustomer(): number {
  return useSession((state) => state.currentCustomerId) ?? 0;
}

/** The dashboard's queries of the current customer (invalidated by the hub's DashboardChanged). */
const dashboardKey = queryKeys.dashboard;

/** `Light_Dashboard` for the filters (the cards). */
export function useSummary(filters: DashboardFilters) {
  const customerId = useCustomer();
  return useQuery({
    queryKey: dashboardKey(customerId, 'summary', filtersKey(filters)),
    queryFn: ({ signal }) => getDashboard(toRange(filters, customerId), { signal }),
    enabled: customerId > 0,
    placeholderData: keepPreviousData,
  });
}

/** `Light_Dashboard_Hourly` for the filters (the chart). */
export function useHourly(filters: DashboardFilters) {
  const customerId = useCustomer();
  return useQuery({
    queryKey: dashboardKey(customerId, 'hourly', filtersKey(filters)),
    queryFn: ({ signal }) => listDashboardHourly(toRange(filters, customerId), { signal }),
    enabled: customerId > 0,
    placeholderData: keepPreviousData,
  });
}

/** A drill-down's rows for a status code of seed 001 §4. */
export function useDrillDown(kind: DrillDownKind, status: number, filters: DashboardFilters) {
  const customerId = useCustomer();
  return useQuery({
    queryKey: dashboardKey(customerId, 'drillDown', kind, status, filtersKey(filters)),
    queryFn: ({ signal }): Promise<object[]> => {
      const range = toRange(filters, customerId);
      if (kind === 'agents') return listDashboardAgents(customerId, status as 0, { signal });
      if (kind === 'attendances') return listDashboardAttendances(range, status as 0, { signal });
      return listDashboardInteractions(range, status as 0, { signal });
    },
    enabled: customerId > 0,
  });
}

/**
 * The messages of an attendance (User_Att_Messages_List, its directions mapped to seed 001's) or of a
 * chatbot session (User_Messages_List).
 */
export function useConversation(target: MessagesTarget) {
  const customerId = useCustomer();
  return useQuery({
    queryKey: dashboardKey(customerId, 'messages', target.kind, target.id),
    queryFn: async ({ signal }): Promise<DashboardMessageRow[]> => {
      if (target.kind === 'interaction')
        return listInteractionMessages(customerId, target.id, { signal });
      const messages = await listMessages(customerId, target.id, { signal });
      return messages.flatMap((m) => {
        const direction = dashboardDirection(m.message_Direction);
        return direction === null
          ? []
          : [
              {
                message_Update: m.message_Update,
                message: m.message,
                message_Direction: direction,
              },
            ];
      });
    },
    enabled: customerId > 0,
  });
}

/** Loads every dashboard query of the current customer again (the Update button). */
export function useRefreshDashboard(): () => Promise<void> {
  const client = useQueryClient();
  const customerId = useCustomer();
  return useCallback(
    () => client.invalidateQueries({ queryKey: dashboardKey(customerId) }),
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
