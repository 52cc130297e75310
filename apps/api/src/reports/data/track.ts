/**
 * How the write paths keep the report aggregates current (docs/adr/0027): inside the write's own
 * transaction, read the row's facts before and after the change and apply the difference.
 */
import { eq } from 'drizzle-orm';
import { attendances, interactions } from '../../db/schema';
import {
  applyInteractionChange,
  applyServiceChange,
  type InteractionFacts,
  type Runner,
  type ServiceFacts,
} from './aggregates';

async function serviceFacts(run: Runner, id: number): Promise<ServiceFacts | null> {
  const [row] = await run
    .select({
      customerId: attendances.customerId,
      openedAt: attendances.openedAt,
      groupId: attendances.groupId,
      channelId: attendances.channelId,
      agentId: attendances.agentId,
      status: attendances.status,
      answeredAt: attendances.answeredAt,
      startedAt: attendances.startedAt,
      endedAt: attendances.endedAt,
      reasonId: attendances.reasonId,
      subReasonId: attendances.subReasonId,
    })
    .from(attendances)
    .where(eq(attendances.id, id));
  return row ?? null;
}

async function interactionFacts(run: Runner, id: number): Promise<InteractionFacts | null> {
  const [row] = await run
    .select({
      customerId: interactions.customerId,
      startedAt: interactions.startedAt,
      channelId: interactions.channelId,
      flowName: interactions.flowName,
      status: interactions.status,
      endedReason: interactions.endedReason,
    })
    .from(interactions)
    .where(eq(interactions.id, id));
  return row ?? null;
}

/** A service was just inserted in `tx`: add it to the aggregates. */
export async function serviceOpened(tx: Runner, id: number): Promise<void> {
  await applyServiceChange(tx, null, await serviceFacts(tx, id));
}

/**
 * Runs `work` (which changes service `id`) in `tx` and applies the change of the service's
 * contribution. The caller holds the row's lock, or `work` is one conditional update.
 */
export async function trackService<T>(tx: Runner, id: number, work: () => Promise<T>): Promise<T> {
  const before = await serviceFacts(tx, id);
  const result = await work();
  await applyServiceChange(tx, before, await serviceFacts(tx, id));
  return result;
}

/** An interaction was just inserted in `tx`: add it to the aggregates. */
export async function interactionStarted(tx: Runner, id: number): Promise<void> {
  await applyInteractionChange(tx, null, await interactionFacts(tx, id));
}

/** Runs `work` (which changes interaction `id`) in `tx` and applies the contribution's change. */
export async function trackInteraction<T>(
  tx: Runner,
  id: number,
  work: () => Promise<T>,
): Promise<T> {
  const before = await interactionFacts(tx, id);
  const result = await work();
  await applyInteractionChange(tx, before, await interactionFacts(tx, id));
  return result;
}
