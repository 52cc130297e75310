/**
 * Abandonment (issue 20 "abandonment"; docs/adr/0027): a waiting service nobody answered whose
 * client has been silent past `queueAbandonAfterMs` (by default 24 hours, WhatsApp's customer
 * service window, after which an agent may no longer write freely) is closed unanswered, which the
 * reports count as abandoned. The sweeper that ends silent chatbot interactions runs it.
 */
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import { attendances, clients } from '../db/schema';
import { trackService } from '../reports/data/track';
import { NewAttFlag } from '../realtime/types';
import { Direction } from './commands';
import { notify, queueAudience } from './events';

/** Services closed by one sweep at most. */
const SWEEP_BATCH = 50;

/** A waiting service's last sign of its client: its last client message, else its opening. */
const lastClientActivity = sql`coalesce((select max(m.created_at) from messages m where m.attendance_id = ${attendances.id} and m.direction = ${Direction.Client}), ${attendances.openedAt})`;

/**
 * One sweep: waiting, unanswered services whose client is silent past the limit are closed, a batch
 * at a time (rows locked with SKIP LOCKED: a take under way keeps its row; instances share the
 * work), each with its report aggregates in the same transaction. Their groups' agents are told
 * (`NewAtt` Closed: the waiting lists refresh) and the dashboards change. Answers how many closed.
 */
export async function sweepAbandoned(ctx: AppContext): Promise<number> {
  const limit = new Date(Date.now() - ctx.config.queueAbandonAfterMs);
  const closed = await ctx.db.transaction(async (tx) => {
    const due = await tx
      .select({
        id: attendances.id,
        customerId: attendances.customerId,
        groupId: attendances.groupId,
        phone: clients.identify,
      })
      .from(attendances)
      .innerJoin(clients, eq(clients.id, attendances.clientId))
      .where(
        and(
          eq(attendances.status, 'waiting'),
          isNull(attendances.answeredAt),
          sql`${lastClientActivity} < ${limit.toISOString()}::timestamptz`,
        ),
      )
      .orderBy(asc(attendances.id))
      .limit(SWEEP_BATCH)
      .for('update', { of: attendances, skipLocked: true });
    for (const row of due) {
      await trackService(tx, row.id, () =>
        tx
          .update(attendances)
          .set({ status: 'closed', endedAt: new Date() })
          .where(and(eq(attendances.id, row.id), eq(attendances.status, 'waiting'))),
      );
    }
    return due;
  });
  for (const row of closed) {
    const audience = await queueAudience(ctx.db, row.customerId, row.groupId);
    await notify(ctx.bus, row.customerId, audience, NewAttFlag.Closed, row.phone);
  }
  return closed.length;
}
