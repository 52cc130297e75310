import { eq } from 'drizzle-orm';
import { ChannelSendError, type OutboundPayload } from '../channel/types';
import type { Db } from '../db/client';
import { channelNumbers, interactionMessages, messages } from '../db/schema';
import { hsmOutboundText, markHsmDelivered } from '../hsm/delivery';
import { reasonForSendFailure } from '../hsm/reasons';
import type { EventBus } from '../realtime/types';
import { backoff, finish, release, renew, type Row } from './lease';
import type { TokenBuckets } from './token-bucket';
import type { ChannelAdapters, OutboxTuning, OutboxWorkerOptions } from './types';

/** What delivering one row needs from its worker. */
export interface RowDeliveryDeps {
  db: Db;
  bus: EventBus;
  adapters: ChannelAdapters;
  log: OutboxWorkerOptions['log'];
  buckets: TokenBuckets;
  tuning: OutboxTuning;
  /** True once the worker stops: a row not sent yet is given back. */
  isClosing(): boolean;
}

/** Sends one row; answers the delay before the rest of its conversation may go (null: go on). */
export type RowDelivery = (row: Row) => Promise<number | null>;

/** The text the row shows in the conversation: the agent message's, the bot's or the bulk-sent row's. */
async function shownText(db: Db, row: Row): Promise<string> {
  if (row.messageId !== null) {
    const [message] = await db
      .select({ text: messages.text })
      .from(messages)
      .where(eq(messages.id, row.messageId));
    return message?.text ?? '';
  }
  if (row.hsmSendId !== null) return hsmOutboundText(db, row.hsmSendId);
  if (row.interactionMessageId !== null) {
    const [message] = await db
      .select({ text: interactionMessages.text })
      .from(interactionMessages)
      .where(eq(interactionMessages.id, row.interactionMessageId));
    return message?.text ?? '';
  }
  return '';
}

/**
 * A failed send: marked failed (not retryable, or out of tries) or given back for a retry after
 * the channel's Retry-After or the exponential backoff. Answers the retry delay (null: failed).
 */
async function recordSendFailure(
  deps: RowDeliveryDeps,
  row: Row,
  error: unknown,
): Promise<number | null> {
  const { db, bus, log, tuning } = deps;
  const text = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
  const retryable = error instanceof ChannelSendError ? error.retryable : true;
  if (!retryable || row.attempts >= tuning.maxAttempts) {
    log.warn(
      {
        outboxId: row.id,
        messageId: row.messageId,
        hsmSendId: row.hsmSendId,
        attempts: row.attempts,
        err: text,
      },
      'outbound message failed',
    );
    await finish(
      db,
      bus,
      row,
      'failed',
      { lastError: text },
      reasonForSendFailure(error, row.attempts >= tuning.maxAttempts),
    );
    return null;
  }
  const delay =
    error instanceof ChannelSendError && error.retryAfterMs !== undefined
      ? error.retryAfterMs
      : backoff(tuning, row.attempts);
  await release(db, row, delay, true, text);
  return delay;
}

/**
 * Delivery of one claimed row through its number's adapter, at the number's throughput: the lease
 * is renewed right before the send (a row another worker re-claimed is skipped), then the row and
 * its message (agent's or bot's) or bulk-sent row are marked sent, or the failure is recorded.
 */
export function createRowDelivery(deps: RowDeliveryDeps): RowDelivery {
  const { db, bus, adapters, buckets, tuning } = deps;
  return async (row) => {
    const [number] = await db
      .select()
      .from(channelNumbers)
      .where(eq(channelNumbers.phoneNumberId, row.phoneNumberId));
    const adapter = number ? adapters[number.adapter] : undefined;
    if (!number || !adapter) {
      const reason = number
        ? `No ${number.adapter} channel is enabled on this server.`
        : `Unknown business number ${row.phoneNumberId}.`;
      await finish(db, bus, row, 'failed', { lastError: reason }, 'no_channel');
      return null;
    }
    await buckets.take(number.phoneNumberId, number.messagesPerSecond);
    if (deps.isClosing()) {
      await release(db, row, 0, false);
      return 0;
    }
    if (!(await renew(db, tuning, row))) return null;
    const shown = await shownText(db, row);
    try {
      const result = await adapter.send(
        {
          customerId: row.customerId,
          phoneNumberId: row.phoneNumberId,
          to: row.recipient,
          text: shown,
          messageId: row.messageId,
          hsmSendId: row.hsmSendId,
          interactionMessageId: row.interactionMessageId,
          payload: row.payload as OutboundPayload,
        },
        {
          phoneNumberId: number.phoneNumberId,
          accessToken: number.accessToken,
          messagesPerSecond: number.messagesPerSecond,
        },
      );
      const sent = await finish(db, bus, row, 'sent', {
        sentAt: new Date(),
        externalId: result?.externalId ?? null,
        lastError: null,
      });
      if (sent && result?.delivered && row.hsmSendId !== null)
        await markHsmDelivered(db, bus, row.hsmSendId);
      return null;
    } catch (error) {
      return recordSendFailure(deps, row, error);
    }
  };
}
