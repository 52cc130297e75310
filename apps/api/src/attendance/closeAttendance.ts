import { trackService } from '../reports/data/track';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../context';
import { attendances, completionCodes, flows, reasons, subReasons } from '../db/schema';
import { alreadyTaken, badRequest } from '../http/errors';
import { NewAttFlag } from '../realtime/types';
import { requireMine } from './commands';
import { notify } from './events';

/** Closes an active service of the caller, plainly or handing the client to a flow (campaign close). */
export async function closeAttendance(
  ctx: AppContext,
  input: {
    customerId: number;
    attendanceId: number;
    userId: number;
    completionId: number;
    observation: string;
    reasonId: number;
    subReasonId: number;
    flowName?: string;
  },
) {
  const item = await requireMine(ctx, input.customerId, input.attendanceId, input.userId);
  const [completion] = await ctx.db
    .select({ id: completionCodes.id })
    .from(completionCodes)
    .where(
      and(
        eq(completionCodes.id, input.completionId),
        eq(completionCodes.customerId, input.customerId),
      ),
    );
  if (!completion) throw badRequest('Completion_Id', 'No completion status with this id.');
  if (input.reasonId) {
    const [reason] = await ctx.db
      .select({ id: reasons.id })
      .from(reasons)
      .where(and(eq(reasons.id, input.reasonId), eq(reasons.customerId, input.customerId)));
    if (!reason) throw badRequest('Reason_Id', 'No reason with this id.');
  }
  if (input.subReasonId) {
    const [sub] = await ctx.db
      .select({ reasonId: subReasons.reasonId })
      .from(subReasons)
      .where(
        and(eq(subReasons.id, input.subReasonId), eq(subReasons.customerId, input.customerId)),
      );
    if (!sub || sub.reasonId !== input.reasonId)
      throw badRequest('Subreason_Id', 'No sub-reason with this id under the chosen reason.');
  }
  if (input.flowName !== undefined) {
    const [flow] = await ctx.db
      .select({ id: flows.id })
      .from(flows)
      .where(
        and(
          eq(flows.customerId, input.customerId),
          eq(flows.name, input.flowName),
          eq(flows.active, true),
        ),
      );
    if (!flow) throw badRequest('flow_name', 'No active flow with this name.');
  }
  // The close and the report aggregates' change are one transaction (docs/adr/0027).
  const closed = await ctx.db.transaction((tx) =>
    trackService(tx, input.attendanceId, () =>
      tx
        .update(attendances)
        .set({
          status: 'closed',
          endedAt: new Date(),
          completionId: input.completionId,
          reasonId: input.reasonId || null,
          subReasonId: input.subReasonId || null,
          observation: input.observation,
          flowName: input.flowName ?? null,
        })
        .where(
          and(
            eq(attendances.id, input.attendanceId),
            eq(attendances.status, 'active'),
            eq(attendances.agentId, input.userId),
          ),
        )
        .returning({ id: attendances.id }),
    ),
  );
  if (closed.length !== 1) throw alreadyTaken();
  await notify(ctx.bus, input.customerId, [input.userId], NewAttFlag.Closed, item.identify);
  return { attendence_Id: input.attendanceId, closed: true };
}
