/** The flow editor's view of runs (issue 19, ADR 0030): the test panel's sandbox turn and the step overlay. */
import type { FlowStepStatsRow, FlowTestTurnAnswer, FlowTestTurnBody } from '@atende/contract';
import { apiRequest, type CallOptions } from '../http/core';
import { getList } from './shared';

/**
 * POST Flow_Test_Turn?Customer_Id: one client message through the flow being edited, in a sandbox
 * (nothing written, nothing sent). Send the answer's `state` back with the next message.
 */
export function testFlowTurn(
  customerId: number,
  body: FlowTestTurnBody,
  options: CallOptions = {},
): Promise<FlowTestTurnAnswer> {
  return apiRequest<FlowTestTurnAnswer>({
    method: 'POST',
    path: 'Flow_Test_Turn',
    query: { Customer_Id: customerId },
    body,
    signal: options.signal,
  });
}

/** The date range of the step overlay (UTC ISO date-times, both included). */
export interface FlowStatsRange {
  start: string;
  end: string;
}

/** GET Flow_Step_Stats?Customer_Id&Flow_Id&Start_Date&End_Date: per-step visits and drop-off. */
export function getFlowStepStats(
  customerId: number,
  flowId: number,
  range: FlowStatsRange,
  options: CallOptions = {},
): Promise<FlowStepStatsRow[]> {
  return getList<FlowStepStatsRow>(
    'Flow_Step_Stats',
    { Customer_Id: customerId, Flow_Id: flowId, Start_Date: range.start, End_Date: range.end },
    options,
  );
}
