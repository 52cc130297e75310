import type { FlowUpdateAnswer, FlowUpdateBody } from '@atende/contract';
import type { Db } from '../db/client';
import { readFlowVersion } from './queries';
import { storeFlow } from './store';
import { checkFlow } from './validate';

/** `Data_Flow_Update`: the body checked (schema, then `checkFlow`), then stored in one transaction. */
export async function saveFlow(
  db: Db,
  body: FlowUpdateBody,
  actorId: number,
): Promise<FlowUpdateAnswer> {
  const flowId = body.flow_Id ?? 0;
  const flow = checkFlow(body, flowId);
  return storeFlow(db, {
    customerId: body.customer_Id,
    flowId,
    baseVersion: body.base_Version,
    flow,
    actorId,
    source: body.save_Source ?? 'editor',
  });
}

/** What `Flow_Version_Restore` names. */
export interface RestoreInput {
  customerId: number;
  flowId: number;
  version: number;
  baseVersion: number;
  actorId: number;
}

/**
 * `Flow_Version_Restore`: an earlier version (404 when it never existed) saved as a new version over
 * `baseVersion`, through the same checks and transaction as a save (audit `save_Source` `restore`).
 */
export async function restoreFlowVersion(db: Db, input: RestoreInput): Promise<FlowUpdateAnswer> {
  const kept = await readFlowVersion(db, input.customerId, input.flowId, input.version);
  const { flow_Version: _version, ...fields } = kept;
  const body: FlowUpdateBody = { ...fields, customer_Id: input.customerId, flow_Id: input.flowId };
  return storeFlow(db, {
    customerId: input.customerId,
    flowId: input.flowId,
    baseVersion: input.baseVersion,
    flow: checkFlow(body, input.flowId),
    actorId: input.actorId,
    source: 'restore',
    restoredFrom: input.version,
  });
}
