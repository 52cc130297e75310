// The outbox rows' lease (ADR 0009): claim, renew, finish or release a row, always fenced by the
// claim's attempt count so a row another worker re-claimed is never touched.
import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { HsmFailureReason } from '@atende/contract';
import { notifyDelivery } from '../attendance/events';
import type { Db } from '../db/client';
import { interactionMessages, messages, outbox } from '../db/schema';
import { announceHsm, markHsmOutcome, type HsmOutcome } from '../hsm/delivery';
import type { EventBus } from '../realtime/types';
import type { OutboxTuning } from './types';

/** One outbox row as claimed. */
export type Row = typeof outbox.$inferSelect;

/** `now() + ms` on the database clock (every instance compares against the same clock). */
const dbNowPlus = (ms: number) =>
  sql`now() + ${`${Math.max(0, Math.round(ms))} milliseconds`}::interval`;

/** Claims due rows (`FOR UPDATE SKIP LOCKED`, a lease and `attempts + 1` as the fencing token). */
export async function claim(db: Db, tuning: OutboxTuning): Promise<Row[]> {
  const rows = await db.transaction(async (tx) => {
    const due = await tx
      .select({ id: outbox.id })
      .from(outbox)
      .where(
        and(
          eq(outbox.status, 'pending'),
          lte(outbox.nextAttemptAt, sql`now()`),
          or(isNull(outbox.lockedUntil), lt(outbox.lockedUntil, sql`now()`)),
        ),
      )
      .orderBy(asc(outbox.id))
      .limit(tuning.batchSize)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(outbox)
      .set({ lockedUntil: dbNowPlus(tuning.leaseMs), attempts: sql`${outbox.attempts} + 1` })
      .where(
        inArray(
          outbox.id,
          due.map((d) => d.id),
        ),
      )
      .returning();
  });
  return rows.sort((a, b) => a.id - b.id);
}

/** Renews our claim right before sending; false when the row is no longer ours to send. */
export async function renew(db: Db, tuning: OutboxTuning, row: Row): Promise<boolean> {
  const kept = await db
    .update(outbox)
    .set({ lockedUntil: dbNowPlus(tuning.leaseMs) })
    .where(
      and(eq(outbox.id, row.id), eq(outbox.attempts, row.attempts), eq(outbox.status, 'pending')),
    )
    .returning({ id: outbox.id });
  return kept.length === 1;
}

const ours = (row: Row) =>
  and(eq(outbox.id, row.id), eq(outbox.attempts, row.attempts), eq(outbox.status, 'pending'));

/** Ends a row: sent, or failed (`reason`: why, for a bulk-sent row). Answers whether it was ours. */
export async function finish(
  db: Db,
  bus: EventBus,
  row: Row,
  status: 'sent' | 'failed',
  patch: Partial<Row>,
  reason: HsmFailureReason = 'channel_rejected',
): Promise<boolean> {
  const result = await db.transaction(async (tx) => {
    const done = await tx
      .update(outbox)
      .set({ status, lockedUntil: null, ...patch })
      .where(ours(row))
      .returning({ id: outbox.id });
    if (done.length !== 1) return { changed: false, hsm: null };
    if (row.messageId !== null)
      await tx.update(messages).set({ delivery: status }).where(eq(messages.id, row.messageId));
    if (row.interactionMessageId !== null)
      await tx
        .update(interactionMessages)
        .set({ delivery: status })
        .where(eq(interactionMessages.id, row.interactionMessageId));
    const outcome: HsmOutcome =
      status === 'sent'
        ? { state: 'sent', externalId: patch.externalId ?? null }
        : { state: 'failed', reason };
    const hsm = row.hsmSendId !== null ? await markHsmOutcome(tx, row.hsmSendId, outcome) : null;
    return { changed: true, hsm };
  });
  if (result.changed && row.messageId !== null) await notifyDelivery(db, bus, row.messageId);
  await announceHsm(bus, result.hsm);
  return result.changed;
}

/** Gives a claimed row back, due at `delayMs` from now; `counted` false undoes its attempt. */
export async function release(
  db: Db,
  row: Row,
  delayMs: number,
  counted: boolean,
  lastError?: string,
) {
  await db
    .update(outbox)
    .set({
      lockedUntil: null,
      nextAttemptAt: dbNowPlus(delayMs),
      ...(counted ? {} : { attempts: sql`${outbox.attempts} - 1` }),
      ...(lastError !== undefined ? { lastError } : {}),
    })
    .where(ours(row));
}

/** The delay before the next try: exponential from `backoffBaseMs`, capped, with 10% jitter. */
export function backoff(tuning: OutboxTuning, attempts: number): number {
  const exp = tuning.backoffBaseMs * 2 ** Math.max(0, attempts - 1);
  const capped = Math.min(tuning.backoffMaxMs, exp);
  return Math.round(capped * (0.9 + Math.random() * 0.2));
}
