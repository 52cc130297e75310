/**
 * The reports' CSV exports (issue 20 "CSV export (formula cells neutralised, one row per service
 * where rows are listed)"): the contract's one CSV rule, a header of the answer's field names.
 */
import { REPORT_LIMITS, toCsv } from '@atende/contract';
import type { Db } from '../../db/client';
import { servicesByDay, servicesHeatmap, waiting } from './figures';
import { abandonment, agentFigures, chatbotFigures, reasonFigures } from './outcomes';
import type { ReportFilter } from './params';
import { servicesPage, type ServiceSelection } from './services';

/** The reports a CSV export names. */
export const EXPORTABLE = [
  'services_day',
  'heatmap',
  'waiting',
  'agents',
  'abandonment',
  'reasons',
  'chatbot',
  'services',
] as const;

/** One exportable report. */
export type Exportable = (typeof EXPORTABLE)[number];

/** How a CSV's header names a field: the wire name itself, or a translated column name. */
export type HeaderLabel = (field: string) => string;

/** Objects as CSV rows: the header names the first object's keys (the wire field names). */
function objectsCsv(
  rows: readonly Record<string, unknown>[],
  header: string[],
  label: HeaderLabel,
): string {
  return toCsv([header.map(label), ...rows.map((row) => header.map((key) => row[key]))]);
}

const keysOf = (row: Record<string, unknown> | undefined, fallback: string[]) =>
  row ? Object.keys(row) : fallback;

/** The CSV text of one report for a filter (the services: one row per service). */
export async function reportCsv(
  db: Db,
  report: Exportable,
  f: ReportFilter,
  options: { threshold: number; selection: ServiceSelection; label?: HeaderLabel },
): Promise<string> {
  const label = options.label ?? ((field: string) => field);
  switch (report) {
    case 'services_day': {
      const rows = await servicesByDay(db, f);
      return objectsCsv(rows, keysOf(rows[0], ['day']), label);
    }
    case 'heatmap':
      return objectsCsv(await servicesHeatmap(db, f), ['weekday', 'hour', 'started'], label);
    case 'waiting': {
      const w = await waiting(db, f, options.threshold);
      const parts = (['all', 'inside', 'outside'] as const).map((part) => ({
        part,
        service_level_seconds: w.service_level_seconds,
        ...w[part],
      }));
      return objectsCsv(parts, Object.keys(parts[0]!), label);
    }
    case 'agents': {
      const rows = await agentFigures(db, f);
      return objectsCsv(rows, keysOf(rows[0], ['agent_id', 'agent_name']), label);
    }
    case 'abandonment': {
      const rows = await abandonment(db, f);
      return objectsCsv(rows, keysOf(rows[0], ['day']), label);
    }
    case 'reasons': {
      const rows = await reasonFigures(db, f);
      return objectsCsv(rows, keysOf(rows[0], ['reason_id', 'sub_reason_id', 'closed']), label);
    }
    case 'chatbot': {
      const rows = await chatbotFigures(db, f);
      return objectsCsv(rows, keysOf(rows[0], ['flow_name']), label);
    }
    case 'services': {
      const page = await servicesPage(db, f, options.selection, {
        number: 1,
        size: REPORT_LIMITS.maxCsvRows,
      });
      return objectsCsv(page.rows, keysOf(page.rows[0], ['attendence_Id']), label);
    }
  }
}
