import { flowViewPath, type Flow, type FlowViewParts } from '@atende/contract';

/** The `view-fluxo` address parts of a flow (seed 000 §2.1), the end date '' when it has none. */
export function viewPartsOf(flow: Flow): FlowViewParts {
  return {
    id: flow.flow_Id,
    name: flow.flow_Name,
    channel: flow.channel_Id,
    flowMessage: flow.identify_Initial_Message,
    startDate: flow.start_DateTime,
    endDate: flow.end_DateTime ?? '',
    flowExitMessage: flow.exit_String,
    flowLeaveMessage: flow.exit_Message,
  };
}

/**
 * The `update-fluxo` address of a flow: "built from the same parts" (seed 001 §2), under
 * `/fluxo/update/` (the registry's pattern; seed 000 §2.1 does not show its exact shape).
 */
export function flowUpdatePath(parts: FlowViewParts): string {
  return flowViewPath(parts).replace(/^\/fluxo\/view\//, '/fluxo/update/');
}
