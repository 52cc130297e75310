/**
 * Computes the report aggregates of customers that have services or interactions but no aggregates
 * yet (docs/adr/0027): the first start after the upgrade that added them, or rows written by a bulk
 * load (the bench). Rows from before the upgrade get their opening and answer times from their
 * queue and start times first.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rebuildReportAggregates } from './rebuild';

/** Backfills every customer without aggregates; answers their ids. */
export async function backfillReportAggregates(db: Db): Promise<number[]> {
  const res = await db.execute(sql`
    select c.id from customers c
    where not exists (select 1 from report_service_buckets b where b.customer_id = c.id)
      and not exists (select 1 from report_bot_buckets b where b.customer_id = c.id)
      and (exists (select 1 from attendances a where a.customer_id = c.id)
        or exists (select 1 from interactions i where i.customer_id = c.id))`);
  const ids = (res as unknown as { rows: { id: number }[] }).rows.map((row) => Number(row.id));
  for (const id of ids) {
    await db.transaction(async (tx) => {
      await tx.execute(sql`update attendances set opened_at = least(opened_at, start_queue),
        answered_at = coalesce(answered_at, started_at) where customer_id = ${id}`);
      await rebuildReportAggregates(tx, id);
    });
  }
  return ids;
}
