/**
 * A write's change to the report aggregates (docs/adr/0027): its 15-minute rows (merged by key)
 * given once as a VALUES list `src` that feeds, in one statement, the insert into the 15-minute
 * table and, when the customer's day roll-ups are built, the insert into the day table.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Runner } from './aggregates';
import {
  addOnConflict,
  BOT_COUNTERS,
  botDaysInsert,
  list,
  raw,
  reasonDaysInsert,
  SERVICE_SUMS,
  serviceDaysInsert,
} from './days';
import type { ReportCalendar } from './scope';

/** A column of a VALUES source: its SQL name, the row's field, its SQL type. */
type SourceColumn = [name: string, field: string, type: string];

const BUCKET: SourceColumn[] = [
  ['customer_id', 'customerId', 'int'],
  ['bucket', 'bucket', 'timestamptz'],
];
const DIMENSIONS: SourceColumn[] = [
  ...BUCKET,
  ['group_id', 'groupId', 'int'],
  ['channel_id', 'channelId', 'int'],
  ['agent_id', 'agentId', 'int'],
];
const fieldOf = (name: string) => name.replace(/_(.)/g, (_, c: string) => c.toUpperCase());
const counters = (names: string[]): SourceColumn[] =>
  names.map((name) => [name, fieldOf(name), /_ms$/.test(name) ? 'bigint' : 'int']);

/** A 15-minute table, its key and counters, and the day insert its rows feed. */
interface Target {
  table: string;
  key: SourceColumn[];
  counters: SourceColumn[];
  days: (cal: ReportCalendar, source: SQL) => SQL;
}

const SERVICES: Target = {
  table: 'report_service_buckets',
  key: [...DIMENSIONS, ['wait_bin', 'waitBin', 'int']],
  counters: counters(SERVICE_SUMS),
  days: serviceDaysInsert,
};
const REASONS: Target = {
  table: 'report_reason_buckets',
  key: [...DIMENSIONS, ['reason_id', 'reasonId', 'int'], ['sub_reason_id', 'subReasonId', 'int']],
  counters: counters(['closed']),
  days: reasonDaysInsert,
};
const BOTS: Target = {
  table: 'report_bot_buckets',
  key: [...BUCKET, ['channel_id', 'channelId', 'int'], ['flow_name', 'flowName', 'text']],
  counters: counters(BOT_COUNTERS),
  days: botDaysInsert,
};

async function addChange(
  run: Runner,
  to: Target,
  cal: ReportCalendar | null,
  rows: Record<string, unknown>[],
): Promise<void> {
  if (!rows.length) return;
  const columns = [...to.key, ...to.counters];
  const names = list(columns.map(([name]) => name));
  const tuples = rows.map(
    (row) =>
      sql`(${sql.join(
        columns.map(([, field, type]) => {
          const value = row[field];
          return sql`${value instanceof Date ? value.toISOString() : value}::${raw(type)}`;
        }),
        sql`, `,
      )})`,
  );
  const source = sql`src (${names}) as (values ${sql.join(tuples, sql`, `)})`;
  const buckets = sql`insert into ${sql.identifier(to.table)} (${names}) select ${names} from src
    ${addOnConflict(
      to.table,
      to.key.map(([name]) => name),
      to.counters.map(([name]) => name),
    )}`;
  await run.execute(
    cal
      ? sql`with ${source}, b as (${buckets}) ${to.days(cal, sql`src`)}`
      : sql`with ${source} ${buckets}`,
  );
}

/** Adds a service change's 15-minute rows to the buckets and the day rows. */
export const addServiceChange = (
  run: Runner,
  cal: ReportCalendar | null,
  rows: Record<string, unknown>[],
) => addChange(run, SERVICES, cal, rows);

/** Adds a service change's 15-minute reason rows to the buckets and the day rows. */
export const addReasonChange = (
  run: Runner,
  cal: ReportCalendar | null,
  rows: Record<string, unknown>[],
) => addChange(run, REASONS, cal, rows);

/** Adds an interaction change's 15-minute rows to the buckets and the day rows. */
export const addBotChange = (
  run: Runner,
  cal: ReportCalendar | null,
  rows: Record<string, unknown>[],
) => addChange(run, BOTS, cal, rows);

/** Sums rows that share a key (an upsert may not touch one row twice). */
export function mergeByKey<Row extends Record<string, unknown>>(rows: Row[], key: string[]): Row[] {
  const merged = new Map<string, Row>();
  for (const row of rows) {
    const id = JSON.stringify(key.map((k) => row[k]));
    const seen = merged.get(id);
    if (!seen) {
      merged.set(id, { ...row });
      continue;
    }
    for (const [field, value] of Object.entries(row)) {
      if (!key.includes(field) && typeof value === 'number')
        (seen as Record<string, unknown>)[field] = (seen[field] as number) + value;
    }
  }
  return [...merged.values()];
}
