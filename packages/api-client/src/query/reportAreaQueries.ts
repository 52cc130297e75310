import {
  getEmbedToken,
  getReportSettings,
  listCustomerReports,
  listPayments,
  type EmbedTokenInput,
  type PaymentsInput,
} from '@atende/api-client';
import { queryOptions } from '@tanstack/react-query';
import { customerKey } from './keys';
import { STALE_TIME } from './staleTime';

/**
 * The report area's data (seed 001 §7; docs/adr/0026), under `['customer', c, 'reportArea', ...]`:
 * the user's report list (a failure logs out, seed 001 §8), one report's embed token, the payments rows,
 * the customer's report settings.
 */
export const reportAreaQueries = {
  /** GET List_Reports_User?Customer_Id; "Failure logs the user out" (`meta.logoutOnError`). */
  reports: (customerId: number) =>
    queryOptions({
      queryKey: customerKey(customerId, 'reportArea', 'reports'),
      queryFn: ({ signal }) => listCustomerReports(customerId, { signal }),
      staleTime: STALE_TIME.records,
      meta: { logoutOnError: true },
    }),
  /**
   * GET Token_Metabase: never fresh once read (`records`), so each opening signs anew; the viewer
   * renews it before its `exp` while the report stays open.
   */
  embedToken: (input: EmbedTokenInput) =>
    queryOptions({
      queryKey: customerKey(input.customerId, 'reportArea', 'embed', {
        type: input.visualizationType,
        id: input.visualizationId,
        locale: input.locale,
        theme: input.theme ?? 'light',
      }),
      queryFn: ({ signal }) => getEmbedToken(input, { signal }),
      staleTime: STALE_TIME.records,
      gcTime: 0,
      retry: false,
    }),
  /** GET List_Payments?Customer_Id&Start_Date&End_Date. */
  payments: (input: PaymentsInput) =>
    queryOptions({
      queryKey: customerKey(
        input.customerId,
        'reportArea',
        'payments',
        input.startDate,
        input.endDate,
      ),
      queryFn: ({ signal }) => listPayments(input, { signal }),
      staleTime: STALE_TIME.records,
      retry: false,
    }),
  /** GET Report_Settings?Customer_Id (the save answers the new settings: `setQueryData`). */
  settings: (customerId: number) =>
    queryOptions({
      queryKey: customerKey(customerId, 'reportArea', 'settings'),
      queryFn: ({ signal }) => getReportSettings(customerId, { signal }),
      staleTime: STALE_TIME.records,
    }),
};
