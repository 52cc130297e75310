import { and, eq, sql } from 'drizzle-orm';
import { trackInteraction } from '../reports/data/track';
import type { channelNumbers } from '../db/schema';
import { campaigns, interactionMessages, interactions, outbox } from '../db/schema';
import { handOff, type Handoff } from './handoff';
import { pendingCallOf } from './pendingState';
import { stateColumns, type InteractionRow, type Tx } from './store';
import type { BotInput, BotOutput, RunResult, RunFlow } from './types';

type NumberRow = typeof channelNumbers.$inferSelect;

/** The ChatBot direction of seed 001 §3 in `interaction_messages` (0 is the client's). */
const BOT_DIRECTION = 1;

/**
 * Stores the bot's messages and queues each for the channel (an outbox row carrying the
 * interaction message), in the caller's transaction: they leave through the outbox in order.
 */
export async function queueBotMessages(
  tx: Tx,
  interaction: Pick<InteractionRow, 'id' | 'customerId'>,
  number: Pick<NumberRow, 'phoneNumberId'>,
  recipient: string,
  outputs: readonly BotOutput[],
): Promise<void> {
  for (const output of outputs) {
    const [stored] = await tx
      .insert(interactionMessages)
      .values({
        interactionId: interaction.id,
        text: output.text,
        direction: BOT_DIRECTION,
        delivery: 'pending',
        // The app's clock, as the client's message (now() would be the transaction's start).
        createdAt: new Date(),
      })
      .returning({ id: interactionMessages.id });
    await tx.insert(outbox).values({
      interactionMessageId: stored!.id,
      customerId: interaction.customerId,
      phoneNumberId: number.phoneNumberId,
      recipient,
      payload: output.payload,
      status: 'pending',
    });
  }
}

/** The interaction's visited steps with a run's path added, as a set (the editor's step overlay). */
function visitedWith(path: readonly number[]) {
  if (path.length === 0) return sql`${interactions.visitedSteps}`;
  const added = JSON.stringify([...new Set(path)]);
  return sql`(select coalesce(jsonb_agg(distinct s), '[]'::jsonb) from jsonb_array_elements(${interactions.visitedSteps} || ${added}::jsonb) s)`;
}

/** A campaign id a step named, kept only when it is one of the customer's campaigns. */
async function ownCampaign(tx: Tx, customerId: number, id: number | null): Promise<number | null> {
  if (id === null) return null;
  const [row] = await tx
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(and(eq(campaigns.id, id), eq(campaigns.customerId, customerId)));
  return row?.id ?? null;
}

/**
 * Writes a run's outcome: the bot's messages (queued), the state, and the end (closed, or handed
 * off with the attendance it opened). Answers the hand-off, if any.
 */
export async function applyRun(
  tx: Tx,
  input: { interaction: InteractionRow; number: NumberRow; phone: string; flow: RunFlow },
  run: RunResult,
  expiresAt: Date,
  queued: readonly BotInput[] = [],
): Promise<Handoff | null> {
  const { interaction, number, phone } = input;
  await queueBotMessages(tx, interaction, number, phone, run.outputs);
  const campaignId = await ownCampaign(tx, interaction.customerId, run.state.campaignId);
  const base = {
    ...stateColumns({ ...run.state, campaignId }),
    flowVersion: input.flow.version,
    lastInteractionAt: new Date(),
    expiresAt,
    // A deferred integration call is recorded; any other end clears it (docs/adr/0024).
    pendingCall: run.end.kind === 'call' ? pendingCallOf(run.end.request, queued) : null,
    visitedSteps: visitedWith(run.path),
  };
  if (run.end.kind === 'await' || run.end.kind === 'call') {
    await tx.update(interactions).set(base).where(eq(interactions.id, interaction.id));
    return null;
  }
  const ended = { ...base, status: 'closed' as const, endedAt: new Date(), awaiting: false };
  if (run.end.kind === 'end') {
    const reason = run.end.reason;
    await trackInteraction(tx, interaction.id, () =>
      tx
        .update(interactions)
        .set({ ...ended, endedReason: reason })
        .where(eq(interactions.id, interaction.id)),
    );
    return null;
  }
  const handoff = await handOff(tx, interaction, number, run.end.groupId, input.flow.name);
  const reason = run.end.reason;
  await trackInteraction(tx, interaction.id, () =>
    tx
      .update(interactions)
      .set({
        ...ended,
        endedReason: reason,
        handedGroupId: handoff.groupId,
        attendanceId: handoff.attendanceId,
      })
      .where(eq(interactions.id, interaction.id)),
  );
  return handoff;
}
