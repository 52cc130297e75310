import {
  flowExportRows,
  type FlowExportRow,
  type FlowStep,
  type FlowStepsAnswer,
  type FlowStepType,
  type FlowVersionEntry,
} from '@atende/contract';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { flowSteps, flows, flowVersions, stepTypes, users } from '../db/schema';
import { notFound } from '../http/errors';
import { flowFieldsOf, parseSteps, savedByOf } from './shape';
import { stepTextsOf } from './store';

/** The flow of the customer (404 for any other id, whether it exists elsewhere or not). */
async function flowOfCustomer(db: Db, customerId: number, flowId: number) {
  const [row] = await db
    .select()
    .from(flows)
    .where(and(eq(flows.id, flowId), eq(flows.customerId, customerId)));
  if (!row) throw notFound('Flow not found.');
  return row;
}

/** `List_Flow_Steps` (seed 001 §7): the flow's fields, its steps and its version, read together. */
export async function readFlowSteps(
  db: Db,
  customerId: number,
  flowId: number,
): Promise<FlowStepsAnswer> {
  return db.transaction(async (tx) => {
    const row = await flowOfCustomer(tx, customerId, flowId);
    return { ...flowFieldsOf(row), steps: parseSteps(await stepTextsOf(tx, flowId)) };
  });
}

/** `List_Step_Type` (seed 001 §7, §3 Step type): every step type, by id. */
export async function listStepTypes(db: Db): Promise<FlowStepType[]> {
  const rows = await db.select().from(stepTypes).orderBy(asc(stepTypes.id));
  return rows.map((r) => ({ step_Type_Id: r.id, step_Type_Name: r.name }));
}

/** `Export_Flow` (seed 001 §4 "Flow export"): the flow as rows (`flowExportRows` of the contract). */
export async function exportFlow(
  db: Db,
  customerId: number,
  flowId: number,
): Promise<FlowExportRow[]> {
  return flowExportRows(await readFlowSteps(db, customerId, flowId));
}

/** `Flow_Version_List`: the current version, then every earlier one, newest first. */
export async function listFlowVersions(
  db: Db,
  customerId: number,
  flowId: number,
): Promise<FlowVersionEntry[]> {
  const row = await flowOfCustomer(db, customerId, flowId);
  const [current] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(flowSteps)
    .where(eq(flowSteps.flowId, flowId));
  const [author] = row.savedBy
    ? await db.select().from(users).where(eq(users.id, row.savedBy))
    : [];
  const earlier = await db
    .select({
      version: flowVersions.version,
      savedAt: flowVersions.savedAt,
      stepCount: flowVersions.stepCount,
      login: users.login,
      name: users.name,
    })
    .from(flowVersions)
    .leftJoin(users, eq(users.id, flowVersions.savedBy))
    .where(eq(flowVersions.flowId, flowId))
    .orderBy(desc(flowVersions.version));
  return [
    {
      version: row.version,
      saved_By: savedByOf(author),
      saved_At: row.savedAt.toISOString(),
      step_Count: Number(current?.count ?? 0),
    },
    ...earlier.map((v) => ({
      version: v.version,
      saved_By: savedByOf(v.login === null ? null : { login: v.login, name: v.name ?? '' }),
      saved_At: v.savedAt.toISOString(),
      step_Count: v.stepCount,
    })),
  ];
}

/**
 * `Flow_Version_Steps`: one version of the flow as `List_Flow_Steps` answers it (the current one, or
 * an earlier one from the history; 404 for a version that never existed).
 */
export async function readFlowVersion(
  db: Db,
  customerId: number,
  flowId: number,
  version: number,
): Promise<FlowStepsAnswer> {
  const row = await flowOfCustomer(db, customerId, flowId);
  if (version === row.version) return readFlowSteps(db, customerId, flowId);
  const [kept] = await db
    .select()
    .from(flowVersions)
    .where(and(eq(flowVersions.flowId, flowId), eq(flowVersions.version, version)));
  if (!kept) throw notFound('Flow version not found.');
  const fields = kept.flow as Omit<FlowStepsAnswer, 'steps' | 'flow_Version'>;
  return { ...fields, flow_Version: kept.version, steps: JSON.parse(kept.steps) as FlowStep[] };
}
