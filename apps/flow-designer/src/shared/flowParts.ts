import type { Flow, FlowViewParts } from '@atende/contract';

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
