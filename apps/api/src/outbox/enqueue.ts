import type { OutboundPayload } from '../channel/types';
import type { Db } from '../db/client';
import { outbox } from '../db/schema';

/** A transaction or the database: the outbox row is written with the message it carries. */
type Writer = Pick<Db, 'insert'>;

/**
 * Queues a stored outgoing message for the channel, in the caller's transaction: the row and the
 * message commit together, and the worker delivers it after commit.
 */
export async function enqueueOutbound(
  tx: Writer,
  row: {
    messageId: number;
    customerId: number;
    phoneNumberId: string;
    recipient: string;
    payload: OutboundPayload;
  },
): Promise<void> {
  await tx.insert(outbox).values({ ...row, status: 'pending' });
}
