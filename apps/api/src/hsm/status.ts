import {
  hsmPlaceholderCount,
  renderHsmTemplate,
  splitHsmParameters,
  type HsmSendAnswer,
  type HsmStatusRow,
} from '@atende/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { hsmSends, messageTemplates, outbox } from '../db/schema';
import { ApiError, notFound } from '../http/errors';
import { publishHsmStatus } from './events';
import { sendingNumberFor } from './number';
import { answerOf, enqueueHsm, hsmPayload } from './queue';

/** `Hsm_Status`: every stored row of one import of the customer, by row. */
export async function listHsmStatus(
  db: Db,
  customerId: number,
  importId: string,
): Promise<HsmStatusRow[]> {
  const rows = await db
    .select()
    .from(hsmSends)
    .where(and(eq(hsmSends.customerId, customerId), eq(hsmSends.importId, importId.toLowerCase())))
    .orderBy(asc(hsmSends.row), asc(hsmSends.id));
  return rows.map((r) => ({
    hsm_Id: r.id,
    row: r.row,
    client_identification: r.clientIdentification,
    state: r.state,
    reason: r.reason ?? null,
    updated_At: r.updatedAt.toISOString(),
  }));
}

const notFailed = () =>
  new ApiError(409, 'conflict', 'Only a failed row can be sent again.', 'Hsm_Id');

/**
 * `Hsm_Retry`: sends a failed row again (409 unless failed; 404 for an id of no row of the customer).
 * Its template is read again (disabled now: the row stays failed with `template_disabled`), its
 * number chosen again (none: `no_channel`), and its outbox row reset (or written) in the same
 * transaction that moves it back to `queued`; a future send date still waits.
 */
export async function retryHsmSend(
  ctx: AppContext,
  customerId: number,
  hsmId: number,
): Promise<HsmSendAnswer> {
  const [current] = await ctx.db
    .select()
    .from(hsmSends)
    .where(and(eq(hsmSends.id, hsmId), eq(hsmSends.customerId, customerId)));
  if (!current) throw notFound('No bulk-sent row of this customer has this id.');
  if (current.state !== 'failed') throw notFailed();
  const [template] = await ctx.db
    .select()
    .from(messageTemplates)
    .where(
      and(eq(messageTemplates.id, current.templateId), eq(messageTemplates.customerId, customerId)),
    );
  const needed = template ? hsmPlaceholderCount(template.template) : 0;
  const values = splitHsmParameters(current.parameters).slice(0, needed);
  const usable = template?.enable === true && values.length === needed;
  const phoneNumberId = usable
    ? await sendingNumberFor(ctx.db, {
        customerId,
        phone: current.clientIdentification,
        sender: current.sender,
      })
    : null;
  const reason = !usable ? 'template_disabled' : phoneNumberId ? null : 'no_channel';

  const row = await ctx.db.transaction(async (tx) => {
    const [moved] = await tx
      .update(hsmSends)
      .set(
        reason
          ? { reason, updatedAt: sql`now()` }
          : {
              state: 'queued',
              reason: null,
              externalId: null,
              phoneNumberId,
              text: renderHsmTemplate(template!.template, values),
              updatedAt: sql`now()`,
            },
      )
      .where(and(eq(hsmSends.id, current.id), eq(hsmSends.state, 'failed')))
      .returning();
    if (!moved) throw notFailed();
    if (reason) return moved;
    const payload = hsmPayload(template!.name, values);
    const due = moved.sendDate.getTime() > Date.now() ? moved.sendDate : sql`now()`;
    const reset = await tx
      .update(outbox)
      .set({
        status: 'pending',
        phoneNumberId: phoneNumberId!,
        payload,
        attempts: 0,
        nextAttemptAt: due,
        lockedUntil: null,
        lastError: null,
        externalId: null,
        sentAt: null,
      })
      .where(eq(outbox.hsmSendId, moved.id))
      .returning({ id: outbox.id });
    if (reset.length === 0) await enqueueHsm(tx, moved, payload);
    return moved;
  });
  await publishHsmStatus(ctx.bus, row);
  if (row.state === 'queued') ctx.outbound.nudge();
  return answerOf(row, false);
}
