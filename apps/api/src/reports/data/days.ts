/**
 * The report roll-ups per local day (docs/adr/0027): rows of the 15-minute aggregates placed in the
 * customer's calendar (its day, hour and business hours) and summed. One SQL statement shape serves
 * both the writes (a change's delta rows, given as VALUES) and the rebuild (every 15-minute row of
 * the customer), so the two cannot disagree on where a bucket falls.
 */
import { WAIT_BIN_EDGES_SECONDS } from '@atende/contract';
import { type SQL, sql } from 'drizzle-orm';
import { binColumn, hourColumn } from '../../db/schema';
import type { Runner } from './aggregates';
import { insideLocalHours, localTime, type ReportCalendar } from './scope';

const HOURS = Array.from({ length: 24 }, (_, h) => h);
const raw = (name: string) => sql.raw(name);
const list = (names: string[]) => sql.raw(names.join(', '));

/** The counters of a service day row: the 15-minute row's sums, per waiting bin, per local hour. */
const SERVICE_SUMS = [
  'started',
  'answered',
  'wait_ms',
  'closed',
  'handled',
  'handle_ms',
  'abandoned',
];
const SERVICE_COUNTERS = [
  ...SERVICE_SUMS,
  ...WAIT_BIN_EDGES_SECONDS.map((_, i) => binColumn(i)),
  ...HOURS.map(hourColumn),
];
const SERVICE_KEY = ['customer_id', 'day', 'inside', 'group_id', 'channel_id', 'agent_id'];
const REASON_KEY = [
  'customer_id',
  'day',
  'group_id',
  'channel_id',
  'agent_id',
  'reason_id',
  'sub_reason_id',
];

/** `on conflict (key) do update set c = table.c + excluded.c` for every counter. */
const addOnConflict = (table: string, key: string[], counters: string[]) =>
  sql`on conflict (${list(key)}) do update set ${sql.join(
    counters.map((c) => raw(`${c} = ${table}.${c} + excluded.${c}`)),
    sql`, `,
  )}`;

/** `source` (15-minute rows) with their local time `lt` and local hour `hr` in the calendar. */
const placed = (cal: ReportCalendar, source: SQL) =>
  sql`(select src.*, ${localTime(cal, raw('src.bucket'))} as lt,
    extract(hour from ${localTime(cal, raw('src.bucket'))})::int as hr from ${source}) x`;

/** Adds 15-minute service rows (`source`) to the day rows of the calendar. */
export async function addServiceDays(run: Runner, cal: ReportCalendar, source: SQL): Promise<void> {
  const bins = WAIT_BIN_EDGES_SECONDS.map(
    (_, i) => sql`coalesce(sum(answered) filter (where wait_bin = ${raw(String(i))}), 0)`,
  );
  const hours = HOURS.map(
    (h) => sql`coalesce(sum(started) filter (where hr = ${raw(String(h))}), 0)`,
  );
  await run.execute(sql`
    insert into report_service_days (${list([...SERVICE_KEY, ...SERVICE_COUNTERS])})
    select customer_id, lt::date, ${insideLocalHours(cal.hours, raw('lt'))}, group_id, channel_id,
      agent_id, ${list(SERVICE_SUMS.map((c) => `sum(${c})`))}, ${sql.join([...bins, ...hours], sql`, `)}
    from ${placed(cal, source)}
    group by 1, 2, 3, 4, 5, 6
    ${addOnConflict('report_service_days', SERVICE_KEY, SERVICE_COUNTERS)}`);
}

/** Adds 15-minute reason rows (`source`) to the day rows of the calendar. */
export async function addReasonDays(run: Runner, cal: ReportCalendar, source: SQL): Promise<void> {
  await run.execute(sql`
    insert into report_reason_days (${list([...REASON_KEY, 'closed'])})
    select customer_id, lt::date, group_id, channel_id, agent_id, reason_id, sub_reason_id,
      sum(closed)
    from ${placed(cal, source)}
    group by 1, 2, 3, 4, 5, 6, 7
    ${addOnConflict('report_reason_days', REASON_KEY, ['closed'])}`);
}

/** A column of a VALUES source: its SQL name, the row's field, its SQL type. */
type SourceColumn = [name: string, field: string, type: string];

const DIMENSIONS: SourceColumn[] = [
  ['customer_id', 'customerId', 'int'],
  ['bucket', 'bucket', 'timestamptz'],
  ['group_id', 'groupId', 'int'],
  ['channel_id', 'channelId', 'int'],
  ['agent_id', 'agentId', 'int'],
];
const SERVICE_SOURCE: SourceColumn[] = [
  ...DIMENSIONS,
  ['wait_bin', 'waitBin', 'int'],
  ['started', 'started', 'int'],
  ['answered', 'answered', 'int'],
  ['wait_ms', 'waitMs', 'bigint'],
  ['closed', 'closed', 'int'],
  ['handled', 'handled', 'int'],
  ['handle_ms', 'handleMs', 'bigint'],
  ['abandoned', 'abandoned', 'int'],
];
const REASON_SOURCE: SourceColumn[] = [
  ...DIMENSIONS,
  ['reason_id', 'reasonId', 'int'],
  ['sub_reason_id', 'subReasonId', 'int'],
  ['closed', 'closed', 'int'],
];

/** A VALUES source named `src` of `rows` (objects with the fields of `columns`). */
function valuesSource(rows: Record<string, unknown>[], columns: SourceColumn[]): SQL {
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
  return sql`(values ${sql.join(tuples, sql`, `)}) as src(${list(columns.map(([name]) => name))})`;
}

/** A change's 15-minute service rows as a source. */
export const serviceRowsSource = (rows: Record<string, unknown>[]) =>
  valuesSource(rows, SERVICE_SOURCE);

/** A change's 15-minute reason rows as a source. */
export const reasonRowsSource = (rows: Record<string, unknown>[]) =>
  valuesSource(rows, REASON_SOURCE);

/** Every 15-minute row of `table` of a customer as a source. */
export const customerBucketsSource = (
  table: 'report_service_buckets' | 'report_reason_buckets',
  customerId: number,
) => sql`(select * from ${sql.identifier(table)} where customer_id = ${customerId}) src`;
