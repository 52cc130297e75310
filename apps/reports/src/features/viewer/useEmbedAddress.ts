import { reportAreaQueries } from '@atende/api-client/query';
import type { Report } from '@atende/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';

/** How long before the token's `exp` the viewer asks for a new one. */
const RENEW_BEFORE_MS = 60_000;
/** The shortest wait before a renewal (a token already close to its end is renewed at once, once). */
const MIN_RENEW_DELAY_MS = 1_000;

/**
 * The frame address of an open report (seed 001 §7 "Token_Metabase ... returns an embed token, which
 * is substituted into the frame address"): signed when the report opens, and signed again
 * `RENEW_BEFORE_MS` before the token's `exp` for as long as the report stays open (a timer on the
 * token's own expiry; closing the report clears it).
 */
export function useEmbedAddress(report: Report, customerId: number, locale: string) {
  const query = useQuery(
    reportAreaQueries.embedToken({
      customerId,
      visualizationType: report.report_Data,
      visualizationId: Number(report.report_Parameter),
      key: report.report_Code ?? String(report.report_Id ?? ''),
      locale,
    }),
  );
  const { data, refetch } = query;
  useEffect(() => {
    if (!data) return;
    const delay = Math.max(MIN_RENEW_DELAY_MS, data.exp * 1000 - Date.now() - RENEW_BEFORE_MS);
    const timer = setTimeout(() => void refetch(), delay);
    return () => clearTimeout(timer);
  }, [data, refetch]);
  return {
    address: data?.embed_Url ?? null,
    failed: query.isError && !data,
    retry: () => void refetch(),
  };
}
