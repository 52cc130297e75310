import { trackInteraction } from '../reports/data/track';
import { and, asc, eq, lt, sql } from 'drizzle-orm';
import { sweepAbandoned } from '../attendance/abandon';
import type { AppContext } from '../context';
import { publishDashboardChanged } from '../dashboard/events';
import { clients, flows, interactions } from '../db/schema';
import { queueBotMessages } from './apply';
import { shownText } from './reply';
import { STALE_CALL_MS, settleStaleCalls, type CallDeps } from './pendingCall';
import type { InteractionRow, Tx } from './store';

/** Interactions ended at a time by one sweep. */
const SWEEP_BATCH = 50;

/**
 * Ends a silent interaction abandoned (reason `expired`) and sends the flow's leave message
 * (exit_Message) through the outbox. The row must be locked by the caller.
 */
export async function expireInteraction(tx: Tx, row: InteractionRow) {
  await trackInteraction(tx, row.id, () =>
    tx
      .update(interactions)
      .set({ status: 'abandoned', endedReason: 'expired', endedAt: new Date(), awaiting: false })
      .where(eq(interactions.id, row.id)),
  );
  if (row.flowId === null || row.phoneNumberId === null) return;
  const [flow] = await tx
    .select({ exitMessage: flows.exitMessage })
    .from(flows)
    .where(eq(flows.id, row.flowId));
  const [client] = await tx
    .select({ phone: clients.identify })
    .from(clients)
    .where(eq(clients.id, row.clientId));
  const text = flow ? shownText(flow.exitMessage, row.variables as Record<string, string>) : '';
  if (!text || !client) return;
  await queueBotMessages(tx, row, { phoneNumberId: row.phoneNumberId }, client.phone, [
    { text, payload: { type: 'text', text } },
  ]);
}

/**
 * One sweep: open interactions silent past their expiry are ended abandoned, a batch at a time,
 * rows locked with SKIP LOCKED (a client's turn under way keeps its row; instances share the work).
 * Answers the customers whose dashboards changed.
 */
async function sweepExpired(ctx: AppContext): Promise<number[]> {
  const customers = await ctx.db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(interactions)
      .where(and(eq(interactions.status, 'open'), lt(interactions.expiresAt, sql`now()`)))
      .orderBy(asc(interactions.expiresAt))
      .limit(SWEEP_BATCH)
      .for('update', { skipLocked: true });
    for (const row of due) await expireInteraction(tx, row);
    return [...new Set(due.map((r) => r.customerId))];
  });
  if (customers.length) ctx.outbound.nudge();
  for (const customerId of customers) await publishDashboardChanged(ctx.bus, customerId);
  return customers;
}

/**
 * The expiry sweeper: a sweep every `chatbotSweepMs`, one at a time; stopped with the app; it also
 * closes the waiting services abandoned by their clients (`sweepAbandoned`). With
 * `calls`, integration calls cut by a restart (older than STALE_CALL_MS) are settled as failed.
 */
export function startExpirySweeper(
  ctx: AppContext,
  log: { warn(obj: object, msg: string): void },
  calls?: CallDeps,
): { stop(): Promise<void> } {
  let running: Promise<void> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = sweepExpired(ctx)
      .then(() => sweepAbandoned(ctx))
      .then(() => (calls ? settleStaleCalls(ctx, calls, STALE_CALL_MS, log) : 0))
      .then(() => undefined)
      .catch((error: unknown) => log.warn({ err: error }, 'chatbot: expiry sweep failed'))
      .finally(() => {
        running = null;
      });
  }, ctx.config.chatbotSweepMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
