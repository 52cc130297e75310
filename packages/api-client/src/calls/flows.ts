/** The flow designer's calls (seed 001 §7 "Flows", issue 18) and the version history (ADR 0023). */
import type {
  FlowExportRow,
  FlowProblem,
  FlowStepsAnswer,
  FlowStepType,
  FlowUpdateAnswer,
  FlowUpdateBody,
  FlowVersionConflict,
  FlowVersionEntry,
} from '@atende/contract';
import { apiRequest, type CallOptions } from '../http/core';
import { isApiRequestError } from '../http/errors';
import { getList } from './shared';

/** GET List_Flow_Steps?Flow_Id&Customer_Id: the flow's fields, steps and `flow_Version`. */
export function getFlowSteps(
  customerId: number,
  flowId: number,
  options: CallOptions = {},
): Promise<FlowStepsAnswer> {
  return apiRequest<FlowStepsAnswer>({
    method: 'GET',
    path: 'List_Flow_Steps',
    query: { Flow_Id: flowId, Customer_Id: customerId },
    signal: options.signal,
  });
}

/** GET List_Step_Type?Customer_Id: the step types of the add-activity dialog. */
export function listStepTypes(
  customerId: number,
  options: CallOptions = {},
): Promise<FlowStepType[]> {
  return getList<FlowStepType>('List_Step_Type', { Customer_Id: customerId }, options);
}

/**
 * POST Data_Flow_Update (seed 001 §7, also used for import): creates (`flow_Id` 0) or saves over
 * `base_Version`. Rejects with `flow_invalid` (`flowProblemsOf`) or `flow_version_conflict`
 * (`flowConflictOf`).
 */
export function saveFlow(
  body: FlowUpdateBody,
  options: CallOptions = {},
): Promise<FlowUpdateAnswer> {
  return apiRequest<FlowUpdateAnswer>({
    method: 'POST',
    path: 'Data_Flow_Update',
    body,
    signal: options.signal,
  });
}

/** GET Export_Flow?Customer_Id&Flow_Id: the flow's rows (seed 001 §4 "Flow export"). */
export function exportFlow(
  customerId: number,
  flowId: number,
  options: CallOptions = {},
): Promise<FlowExportRow[]> {
  return getList<FlowExportRow>(
    'Export_Flow',
    { Customer_Id: customerId, Flow_Id: flowId },
    options,
  );
}

/** GET Flow_Version_List?Customer_Id&Flow_Id: the current version, then the earlier ones. */
export function listFlowVersions(
  customerId: number,
  flowId: number,
  options: CallOptions = {},
): Promise<FlowVersionEntry[]> {
  return getList<FlowVersionEntry>(
    'Flow_Version_List',
    { Customer_Id: customerId, Flow_Id: flowId },
    options,
  );
}

/** GET Flow_Version_Steps?Customer_Id&Flow_Id&Version: one version as List_Flow_Steps answers it. */
export function getFlowVersion(
  customerId: number,
  flowId: number,
  version: number,
  options: CallOptions = {},
): Promise<FlowStepsAnswer> {
  return apiRequest<FlowStepsAnswer>({
    method: 'GET',
    path: 'Flow_Version_Steps',
    query: { Customer_Id: customerId, Flow_Id: flowId, Version: version },
    signal: options.signal,
  });
}

/** What `restoreFlowVersion` names: the version to bring back over the current one. */
export interface FlowRestoreInput {
  customerId: number;
  flowId: number;
  version: number;
  /** The version the editor shows (the current one); an older one is refused with a conflict. */
  baseVersion: number;
}

/** POST Flow_Version_Restore: an earlier version saved as the new current version. */
export function restoreFlowVersion(
  input: FlowRestoreInput,
  options: CallOptions = {},
): Promise<FlowUpdateAnswer> {
  return apiRequest<FlowUpdateAnswer>({
    method: 'POST',
    path: 'Flow_Version_Restore',
    query: {
      Customer_Id: input.customerId,
      Flow_Id: input.flowId,
      Version: input.version,
      Base_Version: input.baseVersion,
    },
    signal: options.signal,
  });
}

/** The broken save rules of a refused flow save (400 `flow_invalid`), else an empty list. */
export function flowProblemsOf(error: unknown): FlowProblem[] {
  if (!isApiRequestError(error, 'flow_invalid')) return [];
  const problems = error.details.problems;
  return Array.isArray(problems) ? (problems as FlowProblem[]) : [];
}

/** Who saved a flow since the editor loaded it (409 `flow_version_conflict`), else null. */
export function flowConflictOf(error: unknown): FlowVersionConflict | null {
  if (!isApiRequestError(error, 'flow_version_conflict')) return null;
  const conflict = error.details.conflict;
  return conflict && typeof conflict === 'object' ? (conflict as FlowVersionConflict) : null;
}
