import type { FlowStep, FlowUpdateAnswer, FlowVersionConflict } from '@atende/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import { recordAudit } from '../audit/record';
import type { Db } from '../db/client';
import { flowSteps, flows, flowVersions, users } from '../db/schema';
import { ApiError, badRequest, notFound } from '../http/errors';
import { flowFieldsOf, savedByOf } from './shape';
import type { CheckedFlow } from './validate';

type FlowRow = typeof flows.$inferSelect;

/** What a save records in the audit trail: the editor, an import, a copy after a conflict, a restore. */
export type FlowSaveSource = 'editor' | 'import' | 'copy' | 'restore';

/** One save: the checked flow, where it goes and who saves it. */
export interface FlowSaveInput {
  customerId: number;
  /** 0 creates a flow. */
  flowId: number;
  /** The version the editor loaded; required to update (nothing is overwritten blindly). */
  baseVersion: number | undefined;
  flow: CheckedFlow;
  actorId: number;
  source: FlowSaveSource;
  /** The earlier version a restore brings back. */
  restoredFrom?: number;
}

/** The 409 of a save over a newer version: which version is stored, who saved it and when. */
async function conflictOf(tx: Db, row: FlowRow): Promise<ApiError> {
  const [user] = row.savedBy
    ? await tx.select().from(users).where(eq(users.id, row.savedBy))
    : [undefined];
  const conflict: FlowVersionConflict = {
    version: row.version,
    saved_By: savedByOf(user),
    saved_At: row.savedAt.toISOString(),
  };
  return new ApiError(
    409,
    'flow_version_conflict',
    `The flow was saved as version ${row.version} after the version this save is based on.`,
    'base_Version',
    { conflict },
  );
}

/** The stored step texts of a flow, in step id order. */
export async function stepTextsOf(tx: Db, flowId: number): Promise<string[]> {
  const rows = await tx
    .select({ data: flowSteps.data })
    .from(flowSteps)
    .where(eq(flowSteps.flowId, flowId))
    .orderBy(asc(flowSteps.stepId));
  return rows.map((r) => r.data);
}

/**
 * Keeps the version a save replaces (ADR 0023): its fields, author, time, and its steps as one JSON
 * array text the database joins (one value read, one value written, whatever the step count).
 */
async function keepVersion(tx: Db, row: FlowRow): Promise<number> {
  const { flow_Version: _version, ...fields } = flowFieldsOf(row);
  const [current] = await tx
    .select({
      count: sql<number>`count(*)::int`,
      steps: sql<string>`'[' || coalesce(string_agg(${flowSteps.data}, ',' order by ${flowSteps.stepId}), '') || ']'`,
    })
    .from(flowSteps)
    .where(eq(flowSteps.flowId, row.id));
  const stepCount = Number(current?.count ?? 0);
  await tx.insert(flowVersions).values({
    flowId: row.id,
    version: row.version,
    savedBy: row.savedBy,
    savedAt: row.savedAt,
    stepCount,
    flow: fields,
    steps: current?.steps ?? '[]',
  });
  return stepCount;
}

/**
 * The steps in one statement with one parameter: the database splits the JSON array
 * (`json_array_elements` keeps each step's text as sent), so a 1,000-step save binds one value, not
 * 3,000 (ADR 0023: one multi-row insert).
 */
async function insertSteps(tx: Db, flowId: number, steps: readonly FlowStep[]): Promise<void> {
  await tx.execute(sql`
    insert into ${flowSteps} (flow_id, step_id, data)
    select ${flowId}, (step ->> 'step_Id')::int, step::text
    from json_array_elements(${JSON.stringify(steps)}::json) as step`);
}

/** The flow's columns from a checked flow. */
const columnsOf = (flow: CheckedFlow) => ({
  name: flow.name,
  channelId: flow.channelId,
  initialStepId: flow.initialStepId,
  identifyInitialMessage: flow.identifyInitialMessage,
  startAt: flow.startAt,
  endAt: flow.endAt,
  exitString: flow.exitString,
  exitMessage: flow.exitMessage,
});

/** The flow of the customer, locked for the save (404 when it is not the customer's). */
async function lockedFlow(tx: Db, customerId: number, flowId: number): Promise<FlowRow> {
  const [row] = await tx
    .select()
    .from(flows)
    .where(and(eq(flows.id, flowId), eq(flows.customerId, customerId)))
    .for('update');
  if (!row) throw notFound('Flow not found.');
  return row;
}

/**
 * `Data_Flow_Update` (seed 001 §7) in one transaction: creates (flow id 0) or, when `base_Version` is
 * the stored version, keeps the stored version in `flow_versions` and replaces fields and steps (one
 * multi-row insert); a save over a newer version is refused with 409 and who saved it, when. The audit
 * row (entity `flow`) says what was saved and from where; it holds no steps (the versions do).
 */
export async function storeFlow(db: Db, input: FlowSaveInput): Promise<FlowUpdateAnswer> {
  const { flow } = input;
  return db.transaction(async (tx) => {
    let before: FlowRow | undefined;
    let beforeSteps = 0;
    let row: FlowRow | undefined;
    const saved = { savedBy: input.actorId, savedAt: new Date() };
    if (input.flowId === 0) {
      [row] = await tx
        .insert(flows)
        .values({ customerId: input.customerId, ...columnsOf(flow), version: 1, ...saved })
        .returning();
    } else {
      before = await lockedFlow(tx, input.customerId, input.flowId);
      if (input.baseVersion === undefined) {
        throw badRequest('base_Version', 'base_Version is required to update a flow.');
      }
      if (input.baseVersion !== before.version) throw await conflictOf(tx, before);
      beforeSteps = await keepVersion(tx, before);
      await tx.delete(flowSteps).where(eq(flowSteps.flowId, before.id));
      [row] = await tx
        .update(flows)
        .set({ ...columnsOf(flow), version: before.version + 1, ...saved })
        .where(eq(flows.id, before.id))
        .returning();
    }
    const flowId = row!.id;
    await insertSteps(tx, flowId, flow.steps);
    await recordAudit(tx, {
      customerId: input.customerId,
      actorId: input.actorId,
      entity: 'flow',
      entityId: flowId,
      action: before ? 'update' : 'create',
      before: before ? { ...flowFieldsOf(before), step_Count: beforeSteps } : null,
      after: {
        ...flowFieldsOf(row!),
        step_Count: flow.steps.length,
        save_Source: input.source,
        ...(input.restoredFrom !== undefined ? { restored_From: input.restoredFrom } : {}),
      },
    });
    return { flow_Id: flowId, flow_Version: row!.version };
  });
}
