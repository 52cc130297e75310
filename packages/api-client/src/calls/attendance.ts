/** Queue, conversation, close and transfer calls of the agent screen (seed 000 section 7). */
import type { Attendance, HistoryEntry, Message } from '@atende/contract';
import { apiRequest, type CallOptions } from '../http/core';
import { getList } from './shared';

/** What a plain close sends (POST User_Att_Close). */
export interface CloseAttendanceInput {
  attendanceId: number;
  completionId: number;
  /** The agent's comment. */
  observation: string;
  customerId: number;
  reasonId: number;
  subReasonId: number;
}

/** POST User_Att_Close?Attendence_Id&Completion_Id&Obs_Attendence&Customer_Id&Reason_Id&Subreason_Id: plain close. */
export function closeAttendance(
  input: CloseAttendanceInput,
  options: CallOptions = {},
): Promise<unknown> {
  return apiRequest<unknown>({
    method: 'POST',
    path: 'User_Att_Close',
    query: {
      Attendence_Id: input.attendanceId,
      Completion_Id: input.completionId,
      Obs_Attendence: input.observation,
      Customer_Id: input.customerId,
      Reason_Id: input.reasonId,
      Subreason_Id: input.subReasonId,
    },
    signal: options.signal,
  });
}

/** What a close with a campaign sends (integration host). */
export interface CloseWithCampaignInput {
  customerId: number;
  attendanceId: number;
  completionId: number;
  observation: string;
  /** The chosen campaign's `flow_Name`. */
  flowName: string;
}

/**
 * GET {integration}/Light_Ext_Change_Flow_Attendence?customer_id&attendence_id&completion_id&obs_attendence&flow_name:
 * closes the service and hands the client to the campaign's flow.
 */
export function closeWithCampaign(
  input: CloseWithCampaignInput,
  options: CallOptions = {},
): Promise<unknown> {
  return apiRequest<unknown>({
    method: 'GET',
    base: 'integration',
    path: 'Light_Ext_Change_Flow_Attendence',
    query: {
      customer_id: input.customerId,
      attendence_id: input.attendanceId,
      completion_id: input.completionId,
      obs_attendence: input.observation,
      flow_name: input.flowName,
    },
    signal: options.signal,
  });
}

/** What a transfer sends. */
export interface TransferAttendanceInput {
  attendanceId: number;
  groupId: number;
  customerId: number;
}

/** POST User_Att_Transfer?Attendence_Id&Attendence_Group_Id&Customer_Id: back to a group's queue. */
export function transferAttendance(
  input: TransferAttendanceInput,
  options: CallOptions = {},
): Promise<unknown> {
  return apiRequest<unknown>({
    method: 'POST',
    path: 'User_Att_Transfer',
    query: {
      Attendence_Id: input.attendanceId,
      Attendence_Group_Id: input.groupId,
      Customer_Id: input.customerId,
    },
    signal: options.signal,
  });
}

/** GET User_Att_Active_List?Customer_Id: my services. */
export function listActiveAttendances(
  customerId: number,
  options: CallOptions = {},
): Promise<Attendance[]> {
  return getList('User_Att_Active_List', { Customer_Id: customerId }, options);
}

/** GET User_Att_Waitting?Customer_Id: the waiting queue. */
export function listWaitingAttendances(
  customerId: number,
  options: CallOptions = {},
): Promise<Attendance[]> {
  return getList('User_Att_Waitting', { Customer_Id: customerId }, options);
}

/** GET User_Att_Messages_List?Customer_Id&Attendence_Id: a conversation's messages. */
export function listMessages(
  customerId: number,
  attendanceId: number,
  options: CallOptions = {},
): Promise<Message[]> {
  return getList(
    'User_Att_Messages_List',
    { Customer_Id: customerId, Attendence_Id: attendanceId },
    options,
  );
}

/** What sending a message needs. */
export interface SendMessageInput {
  customerId: number;
  attendanceId: number;
  /** Text, or the address of a stored or uploaded file. */
  message: string;
  /** File name when `message` is a file address; empty otherwise. */
  imageName?: string;
}

/** POST User_Att_Messages_Send?Customer_Id&Attendence_Id&Message&Image_Name. */
export function sendMessage(input: SendMessageInput, options: CallOptions = {}): Promise<unknown> {
  return apiRequest<unknown>({
    method: 'POST',
    path: 'User_Att_Messages_Send',
    query: {
      Customer_Id: input.customerId,
      Attendence_Id: input.attendanceId,
      Message: input.message,
      Image_Name: input.imageName ?? '',
    },
    signal: options.signal,
  });
}

/** GET History_Att?Customer_Id&Client_Id: a client's past services. */
export function listHistory(
  customerId: number,
  clientId: number,
  options: CallOptions = {},
): Promise<HistoryEntry[]> {
  return getList('History_Att', { Customer_Id: customerId, Client_Id: clientId }, options);
}

/** What renaming a client sends. */
export interface UpdateClientNameInput {
  customerId: number;
  /** The client's phone (read-only in the dialog). */
  clientIdentify: string;
  clientName: string;
  clientId: number;
}

/** GET /User_Att_Details/Client_Update?Customer_Id&Client_Identify&Client_Name&Client_Id: rename a client. */
export function updateClientName(
  input: UpdateClientNameInput,
  options: CallOptions = {},
): Promise<unknown> {
  return apiRequest<unknown>({
    method: 'GET',
    path: '/User_Att_Details/Client_Update',
    query: {
      Customer_Id: input.customerId,
      Client_Identify: input.clientIdentify,
      Client_Name: input.clientName,
      Client_Id: input.clientId,
    },
    signal: options.signal,
  });
}
