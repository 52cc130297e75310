import {
  getFlowStepStats,
  getFlowSteps,
  getFlowVersion,
  listFlowVersions,
  listStepTypes,
  restoreFlowVersion,
  saveFlow,
  testFlowTurn,
  type FlowRestoreInput,
  type FlowStatsRange,
} from '@atende/api-client';
import type { FlowTestTurnBody, FlowUpdateAnswer, FlowUpdateBody } from '@atende/contract';
import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { catalogQueries } from './catalogQueries';
import { queryKeys } from './keys';
import { STALE_TIME } from './staleTime';

/**
 * The flow designer's server data (seed 001 §7 "Flows", issue 18, ADR 0023) as `queryOptions`
 * factories under `queryKeys.flows(customerId, ...)`: `useQuery(flowQueries.steps(c, flowId))`.
 */
export const flowQueries = {
  /** GET List_Flow?Active_Flow=true&Customer_Id (reversed): the catalogue's flow list. */
  list: (customerId: number) => catalogQueries.flows(customerId),
  /** GET List_Step_Type?Customer_Id: reference data, the same for every flow. */
  stepTypes: (customerId: number) =>
    queryOptions({
      queryKey: queryKeys.flows(customerId, 'stepTypes'),
      queryFn: ({ signal }) => listStepTypes(customerId, { signal }),
      staleTime: STALE_TIME.reference,
    }),
  /** GET List_Flow_Steps?Flow_Id&Customer_Id: read afresh each time the editor opens. */
  steps: (customerId: number, flowId: number) =>
    queryOptions({
      queryKey: queryKeys.flows(customerId, flowId, 'steps'),
      queryFn: ({ signal }) => getFlowSteps(customerId, flowId, { signal }),
      staleTime: STALE_TIME.records,
    }),
  /** GET Flow_Version_List?Customer_Id&Flow_Id: the history, newest first. */
  versions: (customerId: number, flowId: number) =>
    queryOptions({
      queryKey: queryKeys.flows(customerId, flowId, 'versions'),
      queryFn: ({ signal }) => listFlowVersions(customerId, flowId, { signal }),
      staleTime: STALE_TIME.records,
    }),
  /** GET Flow_Version_Steps: one version; a version never changes once saved. */
  version: (customerId: number, flowId: number, version: number) =>
    queryOptions({
      queryKey: queryKeys.flows(customerId, flowId, 'version', version),
      queryFn: ({ signal }) => getFlowVersion(customerId, flowId, version, { signal }),
      staleTime: Infinity,
    }),
  /** GET Flow_Step_Stats: the step overlay's visits and drop-off for a date range (ADR 0030). */
  stepStats: (customerId: number, flowId: number, range: FlowStatsRange) =>
    queryOptions({
      queryKey: queryKeys.flows(customerId, flowId, 'stepStats', range.start, range.end),
      queryFn: ({ signal }) => getFlowStepStats(customerId, flowId, range, { signal }),
      staleTime: STALE_TIME.records,
    }),
};

/** After a save or a restore: the flow list, this flow's data and its audit trail are stale. */
function refreshAfterFlowSave(client: QueryClient, customerId: number, saved: FlowUpdateAnswer) {
  void client.invalidateQueries({ queryKey: queryKeys.catalog(customerId, 'flows') });
  void client.invalidateQueries({ queryKey: queryKeys.flows(customerId, saved.flow_Id) });
  void client.invalidateQueries({ queryKey: queryKeys.audit(customerId, 'flow', saved.flow_Id) });
}

/**
 * The flow saves as `mutationOptions` (`useMutation(flowMutations.save(client))`). A refused save
 * keeps the editor's state; read `flowProblemsOf(error)` / `flowConflictOf(error)` to show why.
 */
export const flowMutations = {
  /** POST Data_Flow_Update (an editor save, an import or a copy after a conflict). */
  save: (client: QueryClient) =>
    mutationOptions({
      mutationKey: ['save', 'flow'],
      mutationFn: (body: FlowUpdateBody) => saveFlow(body),
      onSuccess: (saved, body) => refreshAfterFlowSave(client, body.customer_Id, saved),
    }),
  /** POST Flow_Test_Turn: a sandbox turn of the test panel (writes nothing, so nothing to refresh). */
  testTurn: (customerId: number) =>
    mutationOptions({
      mutationKey: ['test', 'flowTurn'],
      mutationFn: (body: FlowTestTurnBody) => testFlowTurn(customerId, body),
    }),
  /** POST Flow_Version_Restore. */
  restore: (client: QueryClient) =>
    mutationOptions({
      mutationKey: ['save', 'flowRestore'],
      mutationFn: (input: FlowRestoreInput) => restoreFlowVersion(input),
      onSuccess: (saved, input) => refreshAfterFlowSave(client, input.customerId, saved),
    }),
};
