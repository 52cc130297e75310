import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { hsmSends, outbox } from '../db/schema';

/**
 * The bulk-sent templates a client received from a business number (sent or delivered), as the
 * client simulator's history shows them: the filled text at the time it left (docs/adr/0020).
 */
export async function hsmHistory(
  db: Db,
  phoneNumberId: string,
  phone: string,
): Promise<Array<{ direction: 'out'; text: string; at: string }>> {
  const rows = await db
    .select({ text: hsmSends.text, at: outbox.sentAt })
    .from(hsmSends)
    .innerJoin(outbox, eq(outbox.hsmSendId, hsmSends.id))
    .where(
      and(
        eq(hsmSends.phoneNumberId, phoneNumberId),
        eq(hsmSends.clientIdentification, phone),
        inArray(hsmSends.state, ['sent', 'delivered']),
        isNotNull(outbox.sentAt),
      ),
    )
    .orderBy(asc(outbox.sentAt));
  return rows.map((r) => ({ direction: 'out' as const, text: r.text, at: r.at!.toISOString() }));
}
