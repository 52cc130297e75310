import type { HsmFailureReason } from '@atende/contract';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { ChannelStatus } from '../channel/types';
import type { Db } from '../db/client';
import { hsmSends } from '../db/schema';
import type { EventBus } from '../realtime/types';
import { publishHsmStatus } from './events';
import { reasonForChannelCode } from './reasons';

type HsmRow = typeof hsmSends.$inferSelect;
type HsmState = HsmRow['state'];
type Writer = Pick<Db, 'update'>;

/** What the outbox worker delivered or gave up, for a bulk-sent row. */
export type HsmOutcome =
  { state: 'sent'; externalId: string | null } | { state: 'failed'; reason: HsmFailureReason };

/** The text the channel shows for a bulk-sent row (the simulator's page): the filled template. */
export async function hsmOutboundText(db: Db, hsmSendId: number): Promise<string> {
  const [row] = await db
    .select({ text: hsmSends.text })
    .from(hsmSends)
    .where(eq(hsmSends.id, hsmSendId));
  return row?.text ?? '';
}

/** Moves a row from one of `from` to `patch.state`; answers the changed row, or null (no change). */
async function move(
  tx: Writer,
  where: SQL,
  from: readonly HsmState[],
  patch: Partial<HsmRow> & { state: HsmState },
): Promise<HsmRow | null> {
  const [row] = await tx
    .update(hsmSends)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(and(where, inArray(hsmSends.state, [...from])))
    .returning();
  return row ?? null;
}

/**
 * The outbox worker's result for a queued row, in the worker's own transaction: sent (with the
 * channel's message id) or failed (with the reason). Answers the changed row to publish after commit.
 */
export function markHsmOutcome(
  tx: Writer,
  hsmSendId: number,
  outcome: HsmOutcome,
): Promise<HsmRow | null> {
  return move(
    tx,
    eq(hsmSends.id, hsmSendId),
    ['queued'],
    outcome.state === 'sent'
      ? { state: 'sent', externalId: outcome.externalId, reason: null }
      : { state: 'failed', reason: outcome.reason },
  );
}

/** Publishes a changed row (nothing when nothing changed). */
export async function announceHsm(bus: EventBus, row: HsmRow | null): Promise<void> {
  if (row) await publishHsmStatus(bus, row);
}

/** The channel confirmed delivery at once (the simulator: its page is the client's phone). */
export async function markHsmDelivered(db: Db, bus: EventBus, hsmSendId: number): Promise<void> {
  await announceHsm(
    bus,
    await move(db, eq(hsmSends.id, hsmSendId), ['sent'], { state: 'delivered' }),
  );
}

/**
 * A channel status for a sent message (WhatsApp `statuses[]`, docs/adr/0020): `delivered` and
 * `read` make the row of that wamid delivered, `failed` makes it failed with the reason of its first
 * error code, `sent` confirms it. A row already delivered or failed is left alone, and so is a
 * status of a message that is no bulk-sent row (agent replies). Answers whether a row changed.
 */
export async function applyHsmChannelStatus(
  db: Db,
  bus: EventBus,
  status: ChannelStatus,
): Promise<boolean> {
  const byId = and(
    eq(hsmSends.externalId, status.id),
    eq(hsmSends.phoneNumberId, status.phoneNumberId),
  )!;
  let row: HsmRow | null = null;
  if (status.status === 'delivered' || status.status === 'read') {
    row = await move(db, byId, ['queued', 'sent'], { state: 'delivered', reason: null });
  } else if (status.status === 'failed') {
    const reason = reasonForChannelCode(status.errors[0]?.code);
    row = await move(db, byId, ['queued', 'sent'], { state: 'failed', reason });
  } else if (status.status === 'sent') {
    row = await move(db, byId, ['queued'], { state: 'sent' });
  }
  await announceHsm(bus, row);
  return row !== null;
}
