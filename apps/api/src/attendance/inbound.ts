import { and, eq, ne } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { attendances, messages } from '../db/schema';
import type { InboundMessage } from '../channel/types';
import { lockClientRow } from '../inbound/clientRow';
import { receivingNumberOf, type ReceivingNumber } from '../inbound/receivingNumber';
import { sinkStep } from '../inbound/steps';
import type { InboundStep } from '../inbound/pipeline';
import { NewAttFlag } from '../realtime/types';
import { Direction } from './commands';
import { notify, queueAudience, toHubMessage } from './events';
import { toItem } from './queries';
import { openWaitingItem, queueGroupOf } from './waitingItem';

type Tx = Pick<Db, 'select' | 'insert' | 'update' | 'execute'>;

/**
 * Stores a client's message: a phone with no open item opens a waiting item for the customer that
 * owns the receiving number (in that number's group); later messages join the open item.
 * A message whose channel id (wamid) is already stored is ignored whatever became of its
 * conversation: the id is unique, so its insert is refused and an item opened for it is rolled back
 * (a redelivery after the close opens nothing). Unknown numbers are logged and dropped.
 */
async function receiveClientMessage(
  ctx: AppContext,
  log: FastifyBaseLogger,
  msg: InboundMessage,
): Promise<void> {
  const text = (msg.text ?? '').trim();
  if (!text) return;
  const number = await receivingNumberOf(ctx.db, msg);
  if (!number) {
    log.warn({ phoneNumberId: msg.phoneNumberId }, 'inbound message for an unknown number dropped');
    return;
  }
  const customerId = number.customerId;
  const phone = msg.from;
  const name = (msg.profileName ?? '').trim().slice(0, 100);

  // One transaction: a failure leaves no client, item or message half-written. A redelivery of a
  // stored id fails the message's insert (the id is unique): an item opened for it is rolled back,
  // so a redelivery after the close opens nothing (the deduplicate step skips most before).
  const stored = await ctx.db
    .transaction(async (tx) => {
      const client = await lockClientRow(tx, customerId, phone, name);
      const { item, opened } = await openItemOf(tx, client.id, number);
      const inserted = await tx
        .insert(messages)
        .values({
          attendanceId: item.id,
          text,
          direction: Direction.Client,
          externalId: msg.waMessageId,
          createdAt: msg.timestamp,
        })
        .onConflictDoNothing()
        .returning();
      if (inserted[0]) return { item, opened, client, message: inserted[0] };
      // The id was stored already (a redelivery, or a concurrent delivery that won): undo an item
      // opened here for nothing.
      if (opened) throw new RedeliveryRace();
      return null;
    })
    .catch((error: unknown) => {
      if (error instanceof RedeliveryRace) return null;
      throw error;
    });
  if (!stored) return; // a redelivery of a message already stored
  const { item } = stored;
  const hubMessages = [toHubMessage(stored.message)];

  if (item.status === 'active') {
    await notify(ctx.bus, customerId, [item.agentId], NewAttFlag.ClientMessage, phone, hubMessages);
    return;
  }
  const audience = await queueAudience(ctx.db, customerId, item.groupId);
  if (!stored.opened) {
    await notify(ctx.bus, customerId, audience, NewAttFlag.ClientMessage, phone, hubMessages);
    return;
  }
  // The new waiting row rides with the event: each desk adds it instead of reloading its queues.
  const row = toItem({ ...item, clientName: stored.client.name, identify: stored.client.identify });
  await notify(ctx.bus, customerId, audience, NewAttFlag.Waiting, phone, hubMessages, row);
}

/**
 * `attendance`, the last inbound step (docs/adr/0022): stores the message in the client's item in
 * one transaction (`receiveClientMessage`), then notifies. A chatbot registers before it.
 */
export function attendanceStep(ctx: AppContext, log: FastifyBaseLogger): InboundStep {
  return sinkStep('attendance', (msg) => receiveClientMessage(ctx, log, msg));
}

/** Thrown inside the transaction to roll back an item opened for a message stored concurrently. */
class RedeliveryRace extends Error {}

/**
 * The client's open item (waiting or active), or a new waiting item in the number's queue group.
 * Looked up first: a follow-up message costs one read; a first message the group's read and one
 * insert (a racing insert is answered by the read).
 */
async function openItemOf(tx: Tx, clientId: number, number: ReceivingNumber) {
  const open = await openItem(tx, clientId);
  if (open) return { item: open, opened: false };
  const groupId = await queueGroupOf(tx, number);
  const created = await openWaitingItem(tx, { number, clientId, groupId });
  if (created) return { item: created, opened: true };
  const raced = await openItem(tx, clientId);
  if (!raced) throw new Error('open attendance not found after insert');
  return { item: raced, opened: false };
}

async function openItem(tx: Tx, clientId: number) {
  const [item] = await tx
    .select()
    .from(attendances)
    .where(and(eq(attendances.clientId, clientId), ne(attendances.status, 'closed')));
  return item ?? null;
}

async function isStored(db: Pick<Db, 'select'>, externalId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: messages.id })
    .from(messages)
    .where(eq(messages.externalId, externalId))
    .limit(1);
  return Boolean(row);
}

/** True when a client message with this channel id (wamid) is already stored. */
export function isKnownClientMessage(ctx: AppContext, externalId: string): Promise<boolean> {
  return isStored(ctx.db, externalId);
}
