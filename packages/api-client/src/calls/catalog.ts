/** Per-customer lists the agent screen loads (seed 000 section 7). */
import type {
  AttendanceGroup,
  Campaign,
  CompletionCode,
  Flow,
  MessageTemplate,
  Reason,
  SubReason,
} from '@atende/contract';
import type { CallOptions } from '../http/core';
import { getList } from './shared';

const listByCustomer = <T>(path: string, customerId: number, options: CallOptions) =>
  getList<T>(path, { Customer_Id: customerId }, options);

/** GET Reason_Att?Customer_Id: closing reasons. */
export function listReasons(customerId: number, options: CallOptions = {}): Promise<Reason[]> {
  return listByCustomer('Reason_Att', customerId, options);
}

/** GET SubReason_Att?Customer_Id: closing sub-reasons (filter by `reason_id`). */
export function listSubReasons(
  customerId: number,
  options: CallOptions = {},
): Promise<SubReason[]> {
  return listByCustomer('SubReason_Att', customerId, options);
}

/** GET List_Att_Completion_Id?Customer_Id: completion codes. */
export function listCompletionCodes(
  customerId: number,
  options: CallOptions = {},
): Promise<CompletionCode[]> {
  return listByCustomer('List_Att_Completion_Id', customerId, options);
}

/** GET User_Att_Group_List?Customer_Id: attendance groups. */
export function listGroups(
  customerId: number,
  options: CallOptions = {},
): Promise<AttendanceGroup[]> {
  return listByCustomer('User_Att_Group_List', customerId, options);
}

/** GET Message_Template_User_List?Customer_Id: the templates offered to the agent. */
export function listUserMessageTemplates(
  customerId: number,
  options: CallOptions = {},
): Promise<MessageTemplate[]> {
  return listByCustomer('Message_Template_User_List', customerId, options);
}

/** GET Campaign_List?Customer_Id: campaigns. */
export function listCampaigns(customerId: number, options: CallOptions = {}): Promise<Campaign[]> {
  return listByCustomer('Campaign_List', customerId, options);
}

/** GET List_Flow?Active_Flow=true&Customer_Id: active flows, in reverse of the server's order (as the spec says). */
export async function listFlows(customerId: number, options: CallOptions = {}): Promise<Flow[]> {
  const flows = await getList<Flow>(
    'List_Flow',
    { Active_Flow: true, Customer_Id: customerId },
    options,
  );
  return flows.slice().reverse();
}
