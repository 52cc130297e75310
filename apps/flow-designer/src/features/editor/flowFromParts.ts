import type { FlowViewParts } from '@atende/contract';
import type { FlowFields } from './document';

/**
 * The flow fields the editor's address carries (seed 000 §2.1 view-fluxo: id, name, channel, initial
 * message, start and end dates, exit and leave messages), for a flow the creation form just described.
 */
export function flowFromParts(parts: FlowViewParts, customerId: number): FlowFields {
  return {
    flow_Id: parts.id,
    flow_Name: parts.name,
    channel_Id: parts.channel,
    initial_Step_Id: 0,
    identify_Initial_Message: parts.flowMessage,
    start_DateTime: parts.startDate,
    end_DateTime: parts.endDate === '' ? null : parts.endDate,
    exit_String: parts.flowExitMessage,
    exit_Message: parts.flowLeaveMessage,
    customer_Id: customerId,
  };
}

/** The address parts of a flow (for its view-fluxo path after a first save or a copy). */
export function partsOfFlow(flow: FlowFields): FlowViewParts {
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
