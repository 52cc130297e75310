import type { Db } from '../client';
import * as t from '../schema';

/** Demo stores of the payments report, per customer key (seed 001 §3 "store code, store name"). */
const STORES: Record<string, readonly [string, string][]> = {
  acme: [
    ['ACM-01', 'Acme Downtown'],
    ['ACM-02', 'Acme Airport'],
  ],
  borealis: [['BRL-01', 'Borealis Central']],
};

const BUYERS: readonly [string, string][] = [
  ['5511990000001', 'Ana Souza'],
  ['5511990000002', 'Bruno Lima'],
  ['34600000003', 'Carmen Ruiz'],
  ['14155550004', 'Dana Smith'],
];

/**
 * The payments report's demo rows (docs/adr/0026): one order a day per store over the last 45 days,
 * at 14:00 UTC, three paid of every four, so that ranges of 30 and 31 days both find rows.
 */
export async function seedPayments(
  db: Db,
  options: { customerIds: Record<string, number>; now: Date },
): Promise<void> {
  const day = 86_400_000;
  const today = Date.UTC(
    options.now.getUTCFullYear(),
    options.now.getUTCMonth(),
    options.now.getUTCDate(),
    14,
  );
  const rows: (typeof t.payments.$inferInsert)[] = [];
  for (const [key, stores] of Object.entries(STORES)) {
    const customerId = options.customerIds[key]!;
    for (const [s, [code, name]] of stores.entries()) {
      for (let i = 0; i < 45; i += 1) {
        const updated = new Date(today - i * day);
        const paid = i % 4 !== 0;
        const [identification, buyer] = BUYERS[(i + s) % BUYERS.length]!;
        rows.push({
          customerId,
          storeCode: code,
          storeName: name,
          storeOrderNumber: `${code}-${String(1000 + i).padStart(5, '0')}`,
          orderUpdatedAt: updated,
          orderValueCents: 1990 + ((i * 733 + s * 311) % 25000),
          customerIdentification: identification,
          customerName: buyer,
          paymentCode: `PAY-${code}-${i}`,
          paidAt: paid ? new Date(updated.getTime() - 3600_000) : null,
          wasPaid: paid,
        });
      }
    }
  }
  await db.insert(t.payments).values(rows);
}
