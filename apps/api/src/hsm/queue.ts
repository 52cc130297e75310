import type { HsmSendAnswer } from '@atende/contract';
import { and, eq } from 'drizzle-orm';
import { templatePayload } from '../channel/outbound-payload';
import type { OutboundPayload } from '../channel/types';
import type { AppContext } from '../context';
import { hsmSends, outbox } from '../db/schema';
import { publishHsmStatus } from './events';
import { sendingNumberFor } from './number';
import type { HsmSendInput } from './validate';

/**
 * The language every bulk template is sent in: customers have no language of their own yet, and the
 * seeds' market is Brazil (docs/adr/0020-hsm-bulk-send.md).
 */
const HSM_LANGUAGE_CODE = 'pt_BR';

type HsmRow = typeof hsmSends.$inferSelect;
type Writer = Pick<AppContext['db'], 'insert'>;

/** The Cloud API template message of a row: the template's name, its body values in order. */
export function hsmPayload(templateName: string, values: readonly string[]): OutboundPayload {
  return templatePayload(
    templateName,
    HSM_LANGUAGE_CODE,
    values.length
      ? [{ type: 'body', parameters: values.map((text) => ({ type: 'text', text })) }]
      : undefined,
  );
}

/** Queues a stored row for its number, in the caller's transaction; due at its send date. */
export async function enqueueHsm(
  tx: Writer,
  row: HsmRow,
  payload: OutboundPayload,
  now = new Date(),
): Promise<void> {
  await tx.insert(outbox).values({
    hsmSendId: row.id,
    customerId: row.customerId,
    phoneNumberId: row.phoneNumberId!,
    recipient: row.clientIdentification,
    payload,
    status: 'pending',
    ...(row.sendDate.getTime() > now.getTime() ? { nextAttemptAt: row.sendDate } : {}),
  });
}

/** The answer of `Hsm_Send` / `Hsm_Retry` for a row. */
export const answerOf = (row: HsmRow, duplicate: boolean): HsmSendAnswer => ({
  hsm_Id: row.id,
  state: row.state,
  reason: row.reason ?? null,
  duplicate,
});

/**
 * Seed 001 §7 "Bulk sending": stores one row and its outbox row in one transaction. The same
 * (customer, import, row) again answers the stored row with `duplicate: true` and queues nothing
 * (the unique index decides, so concurrent duplicates store one row). A customer without a WhatsApp
 * number gets the row stored `failed` with `no_channel`. Publishes the new row's state after commit.
 */
export async function queueHsmSend(
  ctx: AppContext,
  input: HsmSendInput,
  userId: number,
): Promise<HsmSendAnswer> {
  const phoneNumberId = await sendingNumberFor(ctx.db, {
    customerId: input.customerId,
    phone: input.phone,
    sender: input.sender,
  });
  const { row, duplicate } = await ctx.db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(hsmSends)
      .values({
        customerId: input.customerId,
        importId: input.importId,
        row: input.row,
        clientIdentification: input.phone,
        message: input.message,
        parameters: input.parameters,
        sendDate: input.sendDate,
        sender: input.sender,
        templateId: input.template.id,
        campaignId: input.campaignId,
        text: input.text,
        phoneNumberId,
        state: phoneNumberId ? 'queued' : 'failed',
        reason: phoneNumberId ? null : 'no_channel',
        createdBy: userId,
      })
      .onConflictDoNothing({ target: [hsmSends.customerId, hsmSends.importId, hsmSends.row] })
      .returning();
    if (!inserted) {
      const [first] = await tx
        .select()
        .from(hsmSends)
        .where(
          and(
            eq(hsmSends.customerId, input.customerId),
            eq(hsmSends.importId, input.importId),
            eq(hsmSends.row, input.row),
          ),
        );
      if (!first) throw new Error('hsm_sends: conflicting row not found');
      return { row: first, duplicate: true };
    }
    if (inserted.phoneNumberId)
      await enqueueHsm(tx, inserted, hsmPayload(input.template.name, input.values));
    return { row: inserted, duplicate: false };
  });
  if (!duplicate) {
    // Published before the worker is nudged, so `queued` reaches the screens before `sent`.
    await publishHsmStatus(ctx.bus, row);
    if (row.state === 'queued') ctx.outbound.nudge();
  }
  return answerOf(row, duplicate);
}
