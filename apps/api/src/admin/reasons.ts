import { and, eq, ne, sql } from 'drizzle-orm';
import { recordAudit } from '../audit/record';
import type { Db } from '../db/client';
import { customers, reasons, subReasons } from '../db/schema';
import { ApiError, badRequest, notFound } from '../http/errors';

/**
 * A description as saved: trimmed, not blank, one line (the agent's close form lists it in a select).
 * The route's schema already refused control characters and more than 200 characters.
 */
function description(field: string, value: string): string {
  const text = value.trim();
  if (!text) throw badRequest(field, `${field} must not be blank.`);
  if (/[\t\n\r]/.test(text)) throw badRequest(field, `${field} must be one line.`);
  return text;
}

/** Saves of one customer run one at a time (its row is locked), so two cannot create the same text. */
async function lockCustomer(tx: Db, customerId: number) {
  await tx
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.id, customerId))
    .for('update');
}

type ReasonRow = typeof reasons.$inferSelect;
type SubReasonRow = typeof subReasons.$inferSelect;

/** The wire shape of a reason (seed 000 §3, the `Reason_Att` list's). */
const reasonShape = (r: ReasonRow) => ({ reason_id: r.id, reason_description: r.description });

/** The wire shape of a sub-reason (seed 000 §3, the `SubReason_Att` list's). */
const subReasonShape = (s: SubReasonRow) => ({
  sub_reason_Id: s.id,
  sub_reason_description: s.description,
  reason_id: s.reasonId,
});

/** The query of `Reason_Att/Reasons` as the route validated it. */
interface ReasonSaveInput {
  customerId: number;
  reasonId: number;
  description: string;
  actorId: number;
}

/**
 * `GET Reason_Att/Reasons` (seed 001 §7; `Reason_Id_Int` 0 creates, seed 001 §4 "A reason with id 0
 * is new"): a description unique in the customer regardless of case (409), an existing reason of that
 * customer (404, whether it exists elsewhere or not). Audited in the same transaction.
 */
export async function saveReason(db: Db, input: ReasonSaveInput) {
  const text = description('Reason_Description_Var', input.description);
  return db.transaction(async (tx) => {
    await lockCustomer(tx, input.customerId);
    const clash = await tx
      .select({ id: reasons.id })
      .from(reasons)
      .where(
        and(
          eq(reasons.customerId, input.customerId),
          sql`lower(${reasons.description}) = lower(${text})`,
          ne(reasons.id, input.reasonId),
        ),
      )
      .limit(1);
    if (clash.length) {
      throw new ApiError(
        409,
        'conflict',
        'A reason with this description exists.',
        'Reason_Description_Var',
      );
    }
    let before: ReasonRow | undefined;
    let row: ReasonRow | undefined;
    if (input.reasonId === 0) {
      [row] = await tx
        .insert(reasons)
        .values({ customerId: input.customerId, description: text })
        .returning();
    } else {
      [before] = await tx
        .select()
        .from(reasons)
        .where(and(eq(reasons.id, input.reasonId), eq(reasons.customerId, input.customerId)));
      if (!before) throw notFound('Reason not found.');
      [row] = await tx
        .update(reasons)
        .set({ description: text })
        .where(eq(reasons.id, input.reasonId))
        .returning();
    }
    await recordAudit(tx, {
      customerId: input.customerId,
      actorId: input.actorId,
      entity: 'reason',
      entityId: row!.id,
      action: before ? 'update' : 'create',
      before: before ? reasonShape(before) : null,
      after: reasonShape(row!),
    });
    return reasonShape(row!);
  });
}

/** The query of `SubReason_Att/SubReasons` as the route validated it. */
interface SubReasonSaveInput {
  customerId: number;
  subReasonId: number;
  reasonId: number;
  description: string;
  actorId: number;
}

/**
 * `GET SubReason_Att/SubReasons` (seed 001 §7; `Sub_Reason_Id_Int` 0 creates). The parent reason must
 * be a reason of the customer: 0 (seed 001 §5 "blocked when the parent reason id is 0") and any other
 * id answer 400 naming `Reason_Id_Int`, the same for a reason of another customer as for none. The
 * description is unique under its reason regardless of case (409); an existing sub-reason must be
 * the customer's (404). Audited in the same transaction.
 */
export async function saveSubReason(db: Db, input: SubReasonSaveInput) {
  if (input.reasonId === 0) {
    throw badRequest(
      'Reason_Id_Int',
      'Reason_Id_Int is 0: save the reason before its sub-reasons.',
    );
  }
  const text = description('Sub_Reason_Description_Var', input.description);
  return db.transaction(async (tx) => {
    await lockCustomer(tx, input.customerId);
    const parent = await tx
      .select({ id: reasons.id })
      .from(reasons)
      .where(and(eq(reasons.id, input.reasonId), eq(reasons.customerId, input.customerId)));
    if (!parent.length) {
      throw badRequest('Reason_Id_Int', 'Reason_Id_Int is not a reason of this customer.');
    }
    let before: SubReasonRow | undefined;
    if (input.subReasonId !== 0) {
      [before] = await tx
        .select()
        .from(subReasons)
        .where(
          and(eq(subReasons.id, input.subReasonId), eq(subReasons.customerId, input.customerId)),
        );
      if (!before) throw notFound('Sub-reason not found.');
    }
    const clash = await tx
      .select({ id: subReasons.id })
      .from(subReasons)
      .where(
        and(
          eq(subReasons.customerId, input.customerId),
          eq(subReasons.reasonId, input.reasonId),
          sql`lower(${subReasons.description}) = lower(${text})`,
          ne(subReasons.id, input.subReasonId),
        ),
      )
      .limit(1);
    if (clash.length) {
      throw new ApiError(
        409,
        'conflict',
        'This reason has a sub-reason with this description.',
        'Sub_Reason_Description_Var',
      );
    }
    const [row] = before
      ? await tx
          .update(subReasons)
          .set({ description: text, reasonId: input.reasonId })
          .where(eq(subReasons.id, input.subReasonId))
          .returning()
      : await tx
          .insert(subReasons)
          .values({ customerId: input.customerId, reasonId: input.reasonId, description: text })
          .returning();
    await recordAudit(tx, {
      customerId: input.customerId,
      actorId: input.actorId,
      entity: 'subReason',
      entityId: row!.id,
      action: before ? 'update' : 'create',
      before: before ? subReasonShape(before) : null,
      after: subReasonShape(row!),
    });
    return subReasonShape(row!);
  });
}
