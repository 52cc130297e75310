import type { FlowStep } from '@atende/contract';
import { and, asc, eq, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  attendances,
  flowSteps,
  flowVersions,
  flows,
  interactionMessages,
  interactions,
} from '../db/schema';
import { normaliseReply } from './reply';
import type { BotState, RunFlow } from './types';

/** A transaction (or the database): every read and write of a bot turn runs in one. */
export type Tx = Pick<Db, 'select' | 'insert' | 'update' | 'execute'>;

export type InteractionRow = typeof interactions.$inferSelect;
type FlowRow = typeof flows.$inferSelect;

/** True when a client message with this channel id already reached a bot. */
export async function isBotMessage(tx: Pick<Db, 'select'>, externalId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: interactionMessages.id })
    .from(interactionMessages)
    .where(eq(interactionMessages.externalId, externalId))
    .limit(1);
  return Boolean(row);
}

/** True when the client has a waiting or active attendance (the bot stays out). */
export async function hasOpenAttendance(tx: Tx, clientId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: attendances.id })
    .from(attendances)
    .where(and(eq(attendances.clientId, clientId), ne(attendances.status, 'closed')))
    .limit(1);
  return Boolean(row);
}

/** The client's open interaction, locked. */
export async function openInteraction(tx: Tx, clientId: number): Promise<InteractionRow | null> {
  const [row] = await tx
    .select()
    .from(interactions)
    .where(and(eq(interactions.clientId, clientId), eq(interactions.status, 'open')))
    .for('update');
  return row ?? null;
}

/**
 * The flow a first message starts (docs/adr/0024): an active flow of the customer on the number's
 * channel, between its start and end date, whose initial message (identify_Initial_Message) is the
 * text (compared as replies are), else one with no initial message; the lowest id wins.
 */
export async function flowToStart(
  tx: Tx,
  customerId: number,
  channelId: number,
  text: string,
): Promise<FlowRow | null> {
  const rows = await tx
    .select()
    .from(flows)
    .where(
      and(
        eq(flows.customerId, customerId),
        eq(flows.channelId, channelId),
        eq(flows.active, true),
        lte(flows.startAt, sql`now()`),
        or(isNull(flows.endAt), sql`${flows.endAt} > now()`),
      ),
    )
    .orderBy(asc(flows.id));
  const wanted = normaliseReply(text);
  const keyed = rows.find((f) => {
    const key = normaliseReply(f.identifyInitialMessage);
    return key !== '' && key === wanted;
  });
  return keyed ?? rows.find((f) => normaliseReply(f.identifyInitialMessage) === '') ?? null;
}

function toRunFlow(fields: FlowRow, version: number, steps: FlowStep[]): RunFlow {
  return {
    id: fields.id,
    version,
    name: fields.name,
    initialStepId: fields.initialStepId,
    exitString: fields.exitString,
    exitMessage: fields.exitMessage,
    steps: new Map(steps.map((s) => [s.step_Id, s])),
  };
}

/**
 * The flow as the interaction runs it: the version it started with (a save meanwhile does not
 * change a conversation under way: an earlier version is read from `flow_versions`).
 */
export async function loadRunFlow(
  tx: Tx,
  flowId: number,
  version: number | null,
): Promise<RunFlow | null> {
  const [flow] = await tx.select().from(flows).where(eq(flows.id, flowId));
  if (!flow) return null;
  if (version === null || version === flow.version) {
    const rows = await tx.select().from(flowSteps).where(eq(flowSteps.flowId, flowId));
    return toRunFlow(
      flow,
      flow.version,
      rows.map((r) => JSON.parse(r.data) as FlowStep),
    );
  }
  const [kept] = await tx
    .select()
    .from(flowVersions)
    .where(and(eq(flowVersions.flowId, flowId), eq(flowVersions.version, version)));
  if (!kept) return null;
  const fields = kept.flow as {
    initial_Step_Id?: number;
    exit_String?: string;
    exit_Message?: string;
  };
  return toRunFlow(
    {
      ...flow,
      initialStepId: fields.initial_Step_Id ?? flow.initialStepId,
      exitString: fields.exit_String ?? flow.exitString,
      exitMessage: fields.exit_Message ?? flow.exitMessage,
    },
    version,
    JSON.parse(kept.steps) as FlowStep[],
  );
}

/** The runtime state kept on an interaction's row. */
export function stateOf(row: InteractionRow): BotState {
  return {
    stepId: row.currentStepId,
    awaiting: row.awaiting,
    variables: { ...(row.variables as Record<string, string>) },
    passes: { ...(row.passesWithoutReply as Record<string, number>) },
    stepsRun: row.stepsRun,
    campaignId: row.campaignId,
  };
}

/** The row's columns for a state. */
export function stateColumns(state: BotState) {
  return {
    currentStepId: state.stepId,
    awaiting: state.awaiting,
    variables: state.variables,
    passesWithoutReply: state.passes,
    stepsRun: state.stepsRun,
    campaignId: state.campaignId,
  };
}
