import { interactionStarted, trackInteraction } from '../reports/data/track';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { InboundMessage } from '../channel/types';
import type { AppContext } from '../context';
import { interactionMessages, interactions } from '../db/schema';
import { lockClientRow } from '../inbound/clientRow';
import { receivingNumberOf, type ReceivingNumber } from '../inbound/receivingNumber';
import { SKIPPED, HANDLED, passOn, type InboundStep } from '../inbound/pipeline';
import { applyRun } from './apply';
import { continueFlow, startFlow } from './turn';
import { announce } from './announce';
import type { Handoff } from './handoff';
import { queueWhilePending, runPendingCalls, type CallToMake } from './pendingCall';
import { pendingOnRow } from './pendingState';
import { expireInteraction } from './expiry';
import {
  flowToStart,
  hasOpenAttendance,
  isBotMessage,
  loadRunFlow,
  openInteraction,
  stateOf,
  type InteractionRow,
  type Tx,
} from './store';
import { NO_INTEGRATION, type IntegrationCaller, type RunDeps } from './types';

type NumberRow = ReceivingNumber;

/** What a bot turn did, for what follows its commit. */
type Turn = { kind: 'pass' } | { kind: 'skip' } | { kind: 'queued' } | HandledTurn;
type HandledTurn = {
  kind: 'handled';
  customerId: number;
  handoff: Handoff | null;
  /** The integration call the run stopped at, made after the commit (docs/adr/0024). */
  call: CallToMake | null;
};

/** Options of the chatbot step. */
export interface ChatbotOptions {
  /** The integration step's caller (type 3); the app passes the safe caller (docs/adr/0025), tests a fake. */
  caller?: IntegrationCaller;
}

/** The client's message stored in the interaction (seed 001 §3 direction 0), once per channel id. */
async function storeClientMessage(
  tx: Tx,
  interactionId: number,
  msg: InboundMessage,
  text: string,
) {
  const stored = await tx
    .insert(interactionMessages)
    .values({
      interactionId,
      text,
      direction: 0,
      externalId: msg.waMessageId,
      createdAt: new Date(),
    })
    .onConflictDoNothing()
    .returning({ id: interactionMessages.id });
  return stored.length === 1;
}

/** The open interaction the message continues, or a new one when an active flow starts. */
async function interactionFor(
  tx: Tx,
  ctx: AppContext,
  client: { id: number; customerId: number },
  number: NumberRow,
  text: string,
): Promise<{ row: InteractionRow; isNew: boolean } | null> {
  const open = await openInteraction(tx, client.id);
  if (open && open.expiresAt && open.expiresAt.getTime() > Date.now())
    return { row: open, isNew: false };
  if (open) await expireInteraction(tx, open);
  const flow = await flowToStart(tx, number.customerId, number.channelId, text);
  if (!flow) return null;
  const [row] = await tx
    .insert(interactions)
    .values({
      customerId: number.customerId,
      clientId: client.id,
      channelId: number.channelId,
      flowName: flow.name,
      status: 'open',
      flowId: flow.id,
      flowVersion: flow.version,
      phoneNumberId: number.phoneNumberId,
    })
    .returning();
  await interactionStarted(tx, row!.id);
  return { row: row!, isNew: true };
}

async function closeOpenInteraction(tx: Tx, clientId: number) {
  const open = await tx
    .select({ id: interactions.id })
    .from(interactions)
    .where(and(eq(interactions.clientId, clientId), eq(interactions.status, 'open')));
  for (const { id } of open)
    await trackInteraction(tx, id, () =>
      tx
        .update(interactions)
        .set({ status: 'closed', endedReason: 'queued', endedAt: new Date(), awaiting: false })
        .where(and(eq(interactions.id, id), eq(interactions.status, 'open'))),
    );
}

/** One bot turn in one transaction, the client's row locked throughout. */
async function botTurn(
  tx: Tx,
  ctx: AppContext,
  deps: Omit<RunDeps, 'customerId'>,
  number: NumberRow,
  msg: InboundMessage,
  text: string,
): Promise<Turn> {
  const name = (msg.profileName ?? '').trim().slice(0, 100);
  const client = await lockClientRow(tx, number.customerId, msg.from, name);
  // Checked once the client is locked: a redelivery, or the same id at once on two instances, is
  // processed once.
  if (await isBotMessage(tx, msg.waMessageId)) return { kind: 'skip' };
  if (await hasOpenAttendance(tx, client.id)) {
    // A queue item opened beside an interaction (a first message that passed on while another
    // started a flow): the agent has the client now, so the bot lets go.
    await closeOpenInteraction(tx, client.id);
    return { kind: 'pass' };
  }
  const found = await interactionFor(tx, ctx, client, number, text);
  if (!found) return { kind: 'pass' };
  const { row, isNew } = found;
  if (!(await storeClientMessage(tx, row.id, msg, text))) return { kind: 'skip' };
  if (!isNew && pendingOnRow(row)) {
    // A call is under way: the message waits its turn, answered once the result is applied.
    await queueWhilePending(tx, row, { text, choiceId: msg.choiceId });
    return { kind: 'queued' };
  }
  const flow = row.flowId === null ? null : await loadRunFlow(tx, row.flowId, row.flowVersion);
  const runDeps = { ...deps, customerId: number.customerId, deferCalls: true };
  const run = !flow
    ? null
    : isNew
      ? await startFlow(flow, runDeps, { name: client.name || name, phone: msg.from })
      : await continueFlow(flow, stateOf(row), { text, choiceId: msg.choiceId }, runDeps);
  const expiresAt = new Date(Date.now() + ctx.config.chatbotSessionExpiryMs);
  if (!flow || !run) {
    await trackInteraction(tx, row.id, () =>
      tx
        .update(interactions)
        .set({ status: 'closed', endedReason: 'flow_gone', endedAt: new Date() })
        .where(eq(interactions.id, row.id)),
    );
    return { kind: 'pass' };
  }
  const input = { interaction: row, number, phone: msg.from, flow };
  const handoff = await applyRun(tx, input, run, expiresAt);
  // A run that stopped at an integration step recorded its call on the row: read it back.
  const [after] =
    run.end.kind === 'call'
      ? await tx.select().from(interactions).where(eq(interactions.id, row.id))
      : [];
  const pending = after ? pendingOnRow(after) : null;
  const call = pending ? { interactionId: row.id, call: pending } : null;
  return { kind: 'handled', customerId: number.customerId, handoff, call };
}

/**
 * `chatbot`, the inbound step before `attendance` (issue 19, docs/adr/0024): a client with no open
 * attendance talks to the bot when an interaction is open or an active flow starts; otherwise the
 * message goes on to the queue. One client's messages run one at a time (the client's row locked).
 */
export function chatbotStep(
  ctx: AppContext,
  log: FastifyBaseLogger,
  options: ChatbotOptions = {},
): InboundStep {
  const deps = { language: ctx.config.chatbotLanguage, caller: options.caller ?? NO_INTEGRATION };
  return {
    name: 'chatbot',
    async handle(msg) {
      const text = (msg.text ?? '').trim();
      if (!text) return passOn(msg);
      const number = await receivingNumberOf(ctx.db, msg);
      if (!number) return passOn(msg);
      const turn = await ctx.db.transaction((tx) => botTurn(tx, ctx, deps, number, msg, text));
      if (turn.kind === 'queued') return HANDLED;
      if (turn.kind !== 'handled') return turn.kind === 'pass' ? passOn(msg) : SKIPPED;
      await announce(ctx, turn, msg.from).catch((error: unknown) =>
        log.warn({ err: error }, 'chatbot: announcing a turn failed'),
      );
      // The call runs with no lock held: other clients, and this client's next messages, go on.
      if (turn.call) await runPendingCalls(ctx, deps, turn.call, log);
      return HANDLED;
    },
  };
}
