// The business number an inbound message was sent to, read once per message: the chatbot's step and
// the queue's step both need it (issue 21: fewer round trips per inbound message).
import { eq } from 'drizzle-orm';
import type { InboundMessage } from '../channel/types';
import type { Db } from '../db/client';
import { channelNumbers } from '../db/schema';

/** A row of `channel_numbers`. */
export type ReceivingNumber = typeof channelNumbers.$inferSelect;

/** Each message's number as read for it (the steps pass the same message object on). */
const readFor = new WeakMap<InboundMessage, Promise<ReceivingNumber | undefined>>();

/**
 * The number `msg` was sent to (undefined when the number is unknown), read from the database the
 * first time a step asks for this message and shared by the next steps.
 */
export function receivingNumberOf(
  db: Pick<Db, 'select'>,
  msg: InboundMessage,
): Promise<ReceivingNumber | undefined> {
  let read = readFor.get(msg);
  if (!read) {
    read = db
      .select()
      .from(channelNumbers)
      .where(eq(channelNumbers.phoneNumberId, msg.phoneNumberId))
      .then((rows) => rows[0]);
    readFor.set(msg, read);
  }
  return read;
}
