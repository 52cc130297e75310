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

/** The insert that adds 15-minute service rows (`source`) to the day rows of the calendar. */
function serviceDaysInsert(cal: ReportCalendar, source: SQL): SQL {
  const bins = WAIT_BIN_EDGES_SECONDS.map(
    (_, i) => sql`coalesce(sum(answered) filter (where wait_bin = ${raw(String(i))}), 0)`,
  );
  const hours = HOURS.map(
    (h) => sql`coalesce(sum(started) filter (where hr = ${raw(String(h))}), 0)`,
  );
  return sql`
    insert into report_service_days (${list([...SERVICE_KEY, ...SERVICE_COUNTERS])})
    select customer_id, lt::date, ${insideLocalHours(cal.hours, raw('lt'))}, group_id, channel_id,
      agent_id, ${list(SERVICE_SUMS.map((c) => `sum(${c})`))}, ${sql.join([...bins, ...hours], sql`, `)}
    from ${placed(cal, source)}
    group by 1, 2, 3, 4, 5, 6
    ${addOnConflict('report_service_days', SERVICE_KEY, SERVICE_COUNTERS)}`;
}

/** The insert that adds 15-minute reason rows (`source`) to the day rows of the calendar. */
function reasonDaysInsert(cal: ReportCalendar, source: SQL): SQL {
  return sql`
    insert into report_reason_days (${list([...REASON_KEY, 'closed'])})
    select customer_id, lt::date, group_id, channel_id, agent_id, reason_id, sub_reason_id,
      sum(closed)
    from ${placed(cal, source)}
    group by 1, 2, 3, 4, 5, 6, 7
    ${addOnConflict('report_reason_days', REASON_KEY, ['closed'])}`;
}

/** Recomputes the customer's day rows from all its 15-minute rows (the rows deleted first). */
export async function addCustomerDays(
  run: Runner,
  cal: ReportCalendar,
  customerId: number,
): Promise<void> {
  const of = (table: string) =>
    sql`(select * from ${sql.identifier(table)} where customer_id = ${customerId}) src`;
  await run.execute(serviceDaysInsert(cal, of('report_service_buckets')));
  await run.execute(reasonDaysInsert(cal, of('report_reason_buckets')));
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

/**
 * Adds a change's 15-minute rows to their table and, when the customer's days are built (`cal`),
 * to the day rows, in one statement: `rows` as a VALUES list `src` feeding both inserts.
 */
async function addChange(
  run: Runner,
  rows: Record<string, unknown>[],
  into: { table: string; columns: SourceColumn[]; key: string[]; counters: string[] },
  days: ((source: SQL) => SQL) | null,
): Promise<void> {
  if (!rows.length) return;
  const names = list(into.columns.map(([name]) => name));
  const tuples = rows.map(
    (row) =>
      sql`(${sql.join(
        into.columns.map(([, field, type]) => {
          const value = row[field];
          return sql`${value instanceof Date ? value.toISOString() : value}::${raw(type)}`;
        }),
        sql`, `,
      )})`,
  );
  const buckets = sql`insert into ${sql.identifier(into.table)} (${names}) select ${names} from src
    ${addOnConflict(into.table, into.key, into.counters)}`;
  await run.execute(
    days
      ? sql`with src (${names}) as (values ${sql.join(tuples, sql`, `)}), b as (${buckets}) ${days(sql`src`)}`
      : sql`with src (${names}) as (values ${sql.join(tuples, sql`, `)}) ${buckets}`,
  );
}

/** Adds a service change's 15-minute rows (merged by key) to the buckets and the day rows. */
export const addServiceChange = (
  run: Runner,
  cal: ReportCalendar | null,
  rows: Record<string, unknown>[],
) =>
  addChange(
    run,
    rows,
    {
      table: 'report_service_buckets',
      columns: SERVICE_SOURCE,
      key: SERVICE_SOURCE.slice(0, 6).map(([name]) => name),
      counters: SERVICE_SUMS,
    },
    cal && ((source) => serviceDaysInsert(cal, source)),
  );

/** Adds a service change's 15-minute reason rows (merged by key) to the buckets and day rows. */
export const addReasonChange = (
  run: Runner,
  cal: ReportCalendar | null,
  rows: Record<string, unknown>[],
) =>
  addChange(
    run,
    rows,
    {
      table: 'report_reason_buckets',
      columns: REASON_SOURCE,
      key: REASON_SOURCE.slice(0, 7).map(([name]) => name),
      counters: ['closed'],
    },
    cal && ((source) => reasonDaysInsert(cal, source)),
  );
