/**
 * The reports' demo settings and aggregates (docs/adr/0027): Acme reports in São Paulo time with
 * business hours, Borealis uses the deployment's default zone; the seeded services get their
 * opening and answer times from their queue and start times, then the aggregates are computed.
 */
import { eq, sql } from 'drizzle-orm';
import { rebuildReportAggregates } from '../../reports/data/rebuild';
import type { Db } from '../client';
import * as t from '../schema';

/** Weekdays 08:00–18:00 and Saturday 09:00–13:00, in the customer's zone. */
const DEMO_BUSINESS_HOURS = [
  ...[1, 2, 3, 4, 5].map((weekday) => ({ weekday, startMinute: 8 * 60, endMinute: 18 * 60 })),
  { weekday: 6, startMinute: 9 * 60, endMinute: 13 * 60 },
];

/** Sets the demo customers' report settings and computes their aggregates from the seeded rows. */
export async function seedReports(db: Db, customerIds: { acme: number; borealis: number }) {
  await db
    .update(t.customers)
    .set({ timeZone: 'America/Sao_Paulo' })
    .where(eq(t.customers.id, customerIds.acme));
  await db
    .insert(t.customerBusinessHours)
    .values(DEMO_BUSINESS_HOURS.map((h) => ({ customerId: customerIds.acme, ...h })));
  await db.execute(
    sql`update attendances set opened_at = start_queue, answered_at = started_at where answered_at is null`,
  );
  for (const id of Object.values(customerIds)) await rebuildReportAggregates(db, id);
}
