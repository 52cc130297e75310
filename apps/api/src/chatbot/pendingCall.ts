import { and, eq, isNotNull } from 'drizzle-orm';
import type { AppContext } from '../context';
import { channelNumbers, clients, interactions } from '../db/schema';
import { announce, type Announced } from './announce';
import { applyRun } from './apply';
import { pendingOnRow, type PendingCall } from './pendingState';
import { loadRunFlow, stateOf, type InteractionRow, type Tx } from './store';
import { continueFlow, resumeFlow } from './turn';
import type { BotInput, IntegrationResult, RunDeps } from './types';

/** The runtime's dependencies (the customer comes from the interaction). */
export type CallDeps = Omit<RunDeps, 'customerId'>;

/** A call to make: the interaction that waits for it and the recorded request. */
export interface CallToMake {
  interactionId: number;
  call: PendingCall;
}

/** What applying a result committed: what to announce, and the next call if the run made one. */
interface Settled extends Announced {
  phone: string;
  next: CallToMake | null;
}

/** How long a recorded call may stay unanswered before it is taken as cut by a restart. */
export const STALE_CALL_MS = 60_000;

/** A client message that arrived while the call runs: kept, to be answered after it (row locked). */
export async function queueWhilePending(tx: Tx, row: InteractionRow, input: BotInput) {
  const pending = pendingOnRow(row);
  if (!pending) return;
  const queued = [...pending.queued, input];
  await tx
    .update(interactions)
    .set({ pendingCall: { ...pending, queued }, lastInteractionAt: new Date() })
    .where(eq(interactions.id, row.id));
}

/** The run from the result on: the call's path, then each queued message in turn while the bot awaits. */
async function applyResult(
  tx: Tx,
  ctx: AppContext,
  deps: CallDeps,
  row: InteractionRow,
  pending: PendingCall,
  result: IntegrationResult,
): Promise<Settled | null> {
  const [client] = await tx.select().from(clients).where(eq(clients.id, row.clientId));
  const [number] = row.phoneNumberId
    ? await tx
        .select()
        .from(channelNumbers)
        .where(eq(channelNumbers.phoneNumberId, row.phoneNumberId))
    : [];
  const flow = row.flowId === null ? null : await loadRunFlow(tx, row.flowId, row.flowVersion);
  const runDeps = { ...deps, customerId: row.customerId, deferCalls: true };
  const expiresAt = new Date(Date.now() + ctx.config.chatbotSessionExpiryMs);
  if (!client || !number || !flow) {
    await tx
      .update(interactions)
      .set({ status: 'closed', endedReason: 'flow_gone', endedAt: new Date(), pendingCall: null })
      .where(eq(interactions.id, row.id));
    return null;
  }
  const input = { interaction: row, number, phone: client.identify, flow };
  const queue = [...pending.queued];
  let run = await resumeFlow(flow, stateOf(row), result, runDeps);
  for (let reply = queue.shift(); reply; reply = queue.shift()) {
    if (run.end.kind !== 'await') {
      queue.unshift(reply);
      break;
    }
    await applyRun(tx, input, run, expiresAt);
    run = await continueFlow(flow, run.state, reply, runDeps);
  }
  // Messages still queued when the run ended stay in the ended conversation (docs/adr/0024).
  const handoff = await applyRun(tx, input, run, expiresAt, queue);
  const [after] = await tx.select().from(interactions).where(eq(interactions.id, row.id));
  const next = after ? pendingOnRow(after) : null;
  return {
    customerId: row.customerId,
    handoff,
    phone: client.identify,
    next: next ? { interactionId: row.id, call: next } : null,
  };
}

/**
 * Applies a call's result in a new transaction, the client's row and the interaction locked, only
 * while the interaction still holds that very call (its token): a result that comes too late (the
 * interaction ended, expired, or the call was settled already) changes nothing.
 */
async function settleResult(
  ctx: AppContext,
  deps: CallDeps,
  target: CallToMake,
  result: IntegrationResult,
): Promise<Settled | null> {
  return ctx.db.transaction(async (tx) => {
    const [head] = await tx
      .select({ clientId: interactions.clientId })
      .from(interactions)
      .where(eq(interactions.id, target.interactionId));
    if (!head) return null;
    await tx.select().from(clients).where(eq(clients.id, head.clientId)).for('update');
    const [row] = await tx
      .select()
      .from(interactions)
      .where(eq(interactions.id, target.interactionId))
      .for('update');
    const pending = row ? pendingOnRow(row) : null;
    if (!row || row.status !== 'open' || pending?.token !== target.call.token) return null;
    return applyResult(tx, ctx, deps, row, pending, result);
  });
}

/**
 * Makes the recorded call with no lock held (the safe caller bounds it: 10 s), applies its result,
 * and goes on while the run stops at another integration step. Announces every commit.
 */
export async function runPendingCalls(
  ctx: AppContext,
  deps: CallDeps,
  first: CallToMake,
  log: { warn(obj: object, msg: string): void },
): Promise<void> {
  let target: CallToMake | null = first;
  while (target) {
    const request = target.call.request;
    const result = await deps.caller
      .call(request)
      .catch((): IntegrationResult => ({ ok: false, reason: 'network' }));
    const settled = await settleResult(ctx, deps, target, result);
    if (!settled) return;
    await announce(ctx, settled, settled.phone).catch((error: unknown) =>
      log.warn({ err: error }, 'chatbot: announcing a call result failed'),
    );
    target = settled.next;
  }
}

/**
 * Calls recorded before a restart (older than `olderThanMs`) fail cleanly: the step's failure
 * path, or the leave message (docs/adr/0024). Their calls are not made again (a POST may have
 * reached the server). Answers how many were settled.
 */
export async function settleStaleCalls(
  ctx: AppContext,
  deps: CallDeps,
  olderThanMs: number,
  log: { warn(obj: object, msg: string): void },
): Promise<number> {
  const rows = await ctx.db
    .select({ id: interactions.id, pendingCall: interactions.pendingCall })
    .from(interactions)
    .where(and(eq(interactions.status, 'open'), isNotNull(interactions.pendingCall)));
  const cut = Date.now() - olderThanMs;
  let settled = 0;
  for (const row of rows) {
    const call = pendingOnRow(row);
    if (!call || Date.parse(call.since) > cut) continue;
    const interrupted: IntegrationResult = { ok: false, reason: 'network', detail: 'interrupted' };
    const done = await settleResult(ctx, deps, { interactionId: row.id, call }, interrupted);
    if (!done) continue;
    settled += 1;
    await announce(ctx, done, done.phone).catch(() => undefined);
    if (done.next) await runPendingCalls(ctx, deps, done.next, log);
  }
  return settled;
}
