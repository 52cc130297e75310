// The flow calls this remote makes beyond List_Flow, until `@atende/api-client` has them (h/flow-api
// adds exportFlow / saveFlow there; then these become re-uses of those and this file goes).
import { apiRequest, type CallOptions } from '@atende/api-client';
import type { FlowExportRow, FlowUpdateBody } from '@atende/contract';

/** GET Export_Flow?Customer_Id&Flow_Id (seed 001 §7): the flow's step rows. */
export function exportFlowRows(
  customerId: number,
  flowId: number,
  options: CallOptions = {},
): Promise<FlowExportRow[]> {
  return apiRequest<FlowExportRow[]>({
    ...options,
    method: 'GET',
    path: 'Export_Flow',
    query: { Customer_Id: customerId, Flow_Id: flowId },
  });
}

/** POST Data_Flow_Update (seed 001 §7 "also used for import"). */
export function sendFlowUpdate(body: FlowUpdateBody, options: CallOptions = {}): Promise<unknown> {
  return apiRequest<unknown>({ ...options, method: 'POST', path: 'Data_Flow_Update', body });
}
