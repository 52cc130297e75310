import type { FlowStepStatsRow } from '@atende/contract';
import { and, eq, gte, lte } from 'drizzle-orm';
import type { Db } from '../db/client';
import { interactions } from '../db/schema';
import { badRequest } from '../http/errors';

/**
 * Reasons an interaction ended without reaching its end (docs/adr/0030): the client left (exit
 * text), a call failed with no path, the flow changed under it, or a guard stopped it. Expired
 * (abandoned) interactions count too; final replies, end steps and hand-offs are completions.
 */
const DROPPED_REASONS = new Set([
  'exit',
  'integration_failed',
  'flow_gone',
  'step_limit',
  'loop_limit',
]);

/** A range bound of the query: a date-time that exists (400 naming the field otherwise). */
export function rangeDate(field: string, value: string): Date {
  const date = new Date(value);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 19) !== value.slice(0, 19))
    throw badRequest(field, `${field} is not a valid date.`);
  return date;
}

/**
 * `Flow_Step_Stats`: for the flow's interactions started in [start, end], per step the interactions
 * that entered it (`visits`) and those that stopped there (`drop_Off`: ended abandoned or by a
 * dropping reason while standing at it). Steps nobody entered are absent. Counted from the rows'
 * `visited_steps` and `current_step_id` (the runtime writes them, docs/adr/0024).
 */
export async function flowStepStats(
  db: Db,
  customerId: number,
  flowId: number,
  start: Date,
  end: Date,
): Promise<FlowStepStatsRow[]> {
  if (start.getTime() > end.getTime())
    throw badRequest('End_Date', 'End_Date must not be before Start_Date.');
  const rows = await db
    .select({
      visited: interactions.visitedSteps,
      at: interactions.currentStepId,
      status: interactions.status,
      reason: interactions.endedReason,
    })
    .from(interactions)
    .where(
      and(
        eq(interactions.customerId, customerId),
        eq(interactions.flowId, flowId),
        gte(interactions.startedAt, start),
        lte(interactions.startedAt, end),
      ),
    );
  const stats = new Map<number, FlowStepStatsRow>();
  const entry = (stepId: number) => {
    let row = stats.get(stepId);
    if (!row) stats.set(stepId, (row = { step_Id: stepId, visits: 0, drop_Off: 0 }));
    return row;
  };
  for (const row of rows) {
    const visited = Array.isArray(row.visited) ? (row.visited as unknown[]) : [];
    for (const id of new Set(visited)) if (typeof id === 'number') entry(id).visits += 1;
    const dropped =
      row.status === 'abandoned' ||
      (row.status === 'closed' && DROPPED_REASONS.has(row.reason ?? ''));
    if (dropped && row.at !== null) entry(row.at).drop_Off += 1;
  }
  return [...stats.values()].sort((a, b) => a.step_Id - b.step_Id);
}
