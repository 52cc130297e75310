/**
 * Recomputes a customer's report aggregates from its rows, in SQL (docs/adr/0027): the same sums
 * the write paths keep current one change at a time. For data written without them (the demo
 * seed, the bench's generated rows, an upgrade's existing rows) and to prove the two agree.
 */
import { WAIT_BIN_EDGES_SECONDS } from '@atende/contract';
import { sql } from 'drizzle-orm';
import type { Runner } from './aggregates';
import { builtZoneOf, rebuildReportDays } from './calendar';

const bucket = (column: string) =>
  sql.raw(`to_timestamp(floor(extract(epoch from ${column}) / 900) * 900)`);
const ms = (column: string) => sql.raw(`floor(extract(epoch from ${column}) * 1000)::bigint`);
/** The waiting bin: the number of bin edges (after the first) at or below the wait in seconds. */
const waitBin = sql.raw(
  `case when answered_at is null then -1 else (select count(*) from unnest(array[${WAIT_BIN_EDGES_SECONDS.slice(1).join(',')}]) e where e * 1000 <= ${'greatest(0, floor(extract(epoch from answered_at) * 1000)::bigint - floor(extract(epoch from opened_at) * 1000)::bigint)'}) end`,
);

/**
 * Deletes and recomputes every aggregate of `customerId` from its services and interactions, and
 * its day roll-ups in the zone they were built in (not built yet: the first report or the next
 * start builds them, `calendar.ts`).
 */
export async function rebuildReportAggregates(run: Runner, customerId: number): Promise<void> {
  for (const table of ['report_service_buckets', 'report_reason_buckets', 'report_bot_buckets'])
    await run.execute(sql`delete from ${sql.identifier(table)} where customer_id = ${customerId}`);
  const wait = sql`greatest(0, ${ms('answered_at')} - ${ms('opened_at')})`;
  const handled = sql`(status = 'closed' and started_at is not null and ended_at is not null)`;
  await run.execute(sql`
    insert into report_service_buckets (customer_id, bucket, group_id, channel_id, agent_id,
      wait_bin, started, answered, wait_ms, closed, handled, handle_ms, abandoned)
    select customer_id, ${bucket('opened_at')}, coalesce(group_id, 0), channel_id,
      coalesce(agent_id, 0), ${waitBin}, count(*),
      count(answered_at), coalesce(sum(${wait}) filter (where answered_at is not null), 0),
      count(*) filter (where status = 'closed'), count(*) filter (where ${handled}),
      coalesce(sum(greatest(0, ${ms('ended_at')} - ${ms('started_at')})) filter (where ${handled}), 0),
      count(*) filter (where status = 'closed' and answered_at is null)
    from attendances where customer_id = ${customerId}
    group by 1, 2, 3, 4, 5, 6`);
  await run.execute(sql`
    insert into report_reason_buckets (customer_id, bucket, group_id, channel_id, agent_id,
      reason_id, sub_reason_id, closed)
    select customer_id, ${bucket('opened_at')}, coalesce(group_id, 0), channel_id,
      coalesce(agent_id, 0), coalesce(reason_id, 0), coalesce(sub_reason_id, 0), count(*)
    from attendances where customer_id = ${customerId} and status = 'closed'
    group by 1, 2, 3, 4, 5, 6, 7`);
  await run.execute(sql`
    insert into report_bot_buckets (customer_id, bucket, channel_id, flow_name, started,
      handed_off, completed, abandoned)
    select customer_id, ${bucket('started_at')}, channel_id, flow_name, count(*),
      count(*) filter (where ended_reason = 'handed_off'),
      count(*) filter (where status = 'closed' and ended_reason is distinct from 'handed_off'),
      count(*) filter (where status = 'abandoned')
    from interactions where customer_id = ${customerId}
    group by 1, 2, 3, 4`);
  const zone = await builtZoneOf(run, customerId);
  if (zone) await rebuildReportDays(run, customerId, zone);
}
