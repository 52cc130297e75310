/**
 * The report roll-ups per local day (docs/adr/0027): rows of the 15-minute aggregates placed in the
 * customer's calendar (its day, hour and business hours) and summed. One SQL statement shape per
 * table serves both the writes (a change's delta rows, `changes.ts`) and the rebuild (every
 * 15-minute row of the customer), so the two cannot disagree on where a bucket falls.
 */
import { WAIT_BIN_EDGES_SECONDS } from '@atende/contract';
import { type SQL, sql } from 'drizzle-orm';
import { binColumn, hourColumn } from '../../db/schema';
import type { Runner } from './aggregates';
import { insideLocalHours, localTime, type ReportCalendar } from './scope';

const HOURS = Array.from({ length: 24 }, (_, h) => h);
/** Trusted SQL text: the column and table names below. */
export const raw = (text: string) => sql.raw(text);
/** A comma-separated list of trusted names. */
export const list = (names: string[]) => raw(names.join(', '));

/** The sums of a 15-minute service row (and of its day row). */
export const SERVICE_SUMS = [
  'started',
  'answered',
  'wait_ms',
  'closed',
  'handled',
  'handle_ms',
  'abandoned',
];
/** The counters of a chatbot row (15-minute and day). */
export const BOT_COUNTERS = ['started', 'handed_off', 'completed', 'abandoned'];
const SERVICE_COUNTERS = [
  ...SERVICE_SUMS,
  ...WAIT_BIN_EDGES_SECONDS.map((_, i) => binColumn(i)),
  ...HOURS.map(hourColumn),
];
const SERVICE_KEY = ['customer_id', 'day', 'inside', 'group_id', 'channel_id', 'agent_id'];
const DIMS = 'group_id, channel_id, agent_id';
const REASON_KEY = ['customer_id', 'day', ...DIMS.split(', '), 'reason_id', 'sub_reason_id'];
const BOT_KEY = ['customer_id', 'day', 'channel_id', 'flow_name'];

/** `on conflict (key) do update set c = table.c + excluded.c` for every counter. */
export const addOnConflict = (table: string, key: string[], counters: string[]) =>
  sql`on conflict (${list(key)}) do update set ${sql.join(
    counters.map((c) => raw(`${c} = ${table}.${c} + excluded.${c}`)),
    sql`, `,
  )}`;

/** `source` (15-minute rows) with their local time `lt` and local hour `hr` in the calendar. */
const placed = (cal: ReportCalendar, source: SQL) =>
  sql`(select src.*, ${localTime(cal, raw('src.bucket'))} as lt,
    extract(hour from ${localTime(cal, raw('src.bucket'))})::int as hr from ${source}) x`;

/** The insert that adds 15-minute service rows (`source`) to the day rows of the calendar. */
export function serviceDaysInsert(cal: ReportCalendar, source: SQL): SQL {
  const bins = WAIT_BIN_EDGES_SECONDS.map(
    (_, i) => sql`coalesce(sum(answered) filter (where wait_bin = ${raw(String(i))}), 0)`,
  );
  const hours = HOURS.map(
    (h) => sql`coalesce(sum(started) filter (where hr = ${raw(String(h))}), 0)`,
  );
  return sql`
    insert into report_service_days (${list([...SERVICE_KEY, ...SERVICE_COUNTERS])})
    select customer_id, lt::date, ${insideLocalHours(cal.hours, raw('lt'))}, ${raw(DIMS)},
      ${list(SERVICE_SUMS.map((c) => `sum(${c})`))}, ${sql.join([...bins, ...hours], sql`, `)}
    from ${placed(cal, source)}
    group by 1, 2, 3, 4, 5, 6
    ${addOnConflict('report_service_days', SERVICE_KEY, SERVICE_COUNTERS)}`;
}

/** The insert that adds 15-minute reason rows (`source`) to the day rows of the calendar. */
export function reasonDaysInsert(cal: ReportCalendar, source: SQL): SQL {
  return sql`
    insert into report_reason_days (${list([...REASON_KEY, 'closed'])})
    select customer_id, lt::date, ${raw(DIMS)}, reason_id, sub_reason_id, sum(closed)
    from ${placed(cal, source)}
    group by 1, 2, 3, 4, 5, 6, 7
    ${addOnConflict('report_reason_days', REASON_KEY, ['closed'])}`;
}

/** The insert that adds 15-minute chatbot rows (`source`) to the day rows of the calendar. */
export function botDaysInsert(cal: ReportCalendar, source: SQL): SQL {
  return sql`
    insert into report_bot_days (${list([...BOT_KEY, ...BOT_COUNTERS])})
    select customer_id, lt::date, channel_id, flow_name,
      ${list(BOT_COUNTERS.map((c) => `sum(${c})`))}
    from ${placed(cal, source)}
    group by 1, 2, 3, 4
    ${addOnConflict('report_bot_days', BOT_KEY, BOT_COUNTERS)}`;
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
  await run.execute(botDaysInsert(cal, of('report_bot_buckets')));
}
