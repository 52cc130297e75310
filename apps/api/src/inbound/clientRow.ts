// The end client of an inbound message: found or created, and locked, in one round trip (issue 21:
// fewer round trips per inbound message). The chatbot and the attendance steps both take it.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { clients } from '../db/schema';

/** The client row as stored. */
export type ClientRow = typeof clients.$inferSelect;

/**
 * The client `phone` of a customer, created when new and locked until the transaction ends: an
 * `INSERT ... ON CONFLICT DO UPDATE ... RETURNING` locks the existing row as `SELECT ... FOR UPDATE`
 * did, so one client's messages are processed one at a time, in order, across instances. A stored
 * name is kept; an empty one takes the message's profile name. The returned row is as stored after.
 */
export async function lockClientRow(
  tx: Pick<Db, 'insert'>,
  customerId: number,
  phone: string,
  name: string,
): Promise<ClientRow> {
  const [client] = await tx
    .insert(clients)
    .values({ customerId, identify: phone, name })
    .onConflictDoUpdate({
      target: [clients.customerId, clients.identify],
      set: {
        name: sql`CASE WHEN ${clients.name} = '' THEN excluded.name ELSE ${clients.name} END`,
      },
    })
    .returning();
  if (!client) throw new Error('client upsert failed');
  return client;
}
