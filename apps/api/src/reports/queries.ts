// The report area's reads: a caller's assigned report, the payments rows of a range (docs/adr/0026).
import type { PaymentRow } from '@atende/contract';
import { and, asc, eq, exists, gte, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { payments, reports, userReports } from '../db/schema';
import type { VisualizationType } from './embedToken';

/** The report of this visualisation assigned to the user for the customer, or undefined. */
export async function assignedReport(
  db: Db,
  input: { customerId: number; userId: number; type: VisualizationType; id: number },
): Promise<{ id: number; name: string } | undefined> {
  const [row] = await db
    .select({ id: reports.id, name: reports.name })
    .from(reports)
    .innerJoin(userReports, eq(userReports.reportId, reports.id))
    .where(
      and(
        eq(reports.customerId, input.customerId),
        eq(userReports.userId, input.userId),
        eq(reports.data, input.type),
        eq(reports.parameter, String(input.id)),
      ),
    )
    .limit(1);
  return row;
}

/** The customer's report of this visualisation that is assigned to someone, or undefined. */
export async function assignedToAnyone(
  db: Db,
  input: { customerId: number; type: VisualizationType; id: number },
): Promise<{ id: number; name: string } | undefined> {
  const [row] = await db
    .select({ id: reports.id, name: reports.name })
    .from(reports)
    .where(
      and(
        eq(reports.customerId, input.customerId),
        eq(reports.data, input.type),
        eq(reports.parameter, String(input.id)),
        exists(db.select().from(userReports).where(eq(userReports.reportId, reports.id))),
      ),
    )
    .limit(1);
  return row;
}

/** The customer's payment rows updated in [from, to), oldest first. */
export async function listPayments(
  db: Db,
  input: { customerId: number; from: Date; to: Date },
): Promise<PaymentRow[]> {
  const rows = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.customerId, input.customerId),
        gte(payments.orderUpdatedAt, input.from),
        lt(payments.orderUpdatedAt, input.to),
      ),
    )
    .orderBy(asc(payments.orderUpdatedAt), asc(payments.id));
  return rows.map((r) => ({
    store_Code: r.storeCode,
    store_Name: r.storeName,
    store_Order_Number: r.storeOrderNumber,
    order_Update_Date: r.orderUpdatedAt.toISOString(),
    order_Value: r.orderValueCents / 100,
    customer_Identification: r.customerIdentification,
    customer_Name: r.customerName,
    payment_Code: r.paymentCode,
    payment_Date: r.paidAt ? r.paidAt.toISOString() : null,
    was_Paid: r.wasPaid,
  }));
}
