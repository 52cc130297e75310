/**
 * Seed 001 §7's administration lists and record saves besides operators (`operators.ts`) and roles
 * (`roles.ts`): channels, reports, groups, campaigns, the closing reason and sub-reason saves, and the
 * audit trail (docs/adr/0017).
 */
import type {
  AttendanceGroup,
  AuditEntity,
  AuditEntry,
  Campaign,
  CampaignSaveBody,
  Channel,
  Reason,
  ReasonSaveQuery,
  Report,
  SubReason,
  SubReasonSaveQuery,
} from '@atende/contract';
import { apiRequest, type CallOptions } from '../http/core';
import { getList } from './shared';

/** GET List_Channel?Customer_Id: the customer's channels. */
export function listChannels(customerId: number, options: CallOptions = {}): Promise<Channel[]> {
  return getList('List_Channel', { Customer_Id: customerId }, options);
}

/** GET List_Reports_User?Customer_Id: the customer's reports (seed 001 §8: a failure logs out). */
export function listCustomerReports(
  customerId: number,
  options: CallOptions = {},
): Promise<Report[]> {
  return getList('List_Reports_User', { Customer_Id: customerId }, options);
}

/** The group form (seed 001 §2 Groups: name, channel, active/inactive); `groupId` 0 creates. */
export interface GroupSaveInput {
  customerId: number;
  groupId: number;
  name: string;
  channelId: number;
  enable: boolean;
}

/**
 * POST User_Att_Group_Update?customer_Id&attendence_Group_Id&attendence_Group_Name&attendence_Channel_Id&enable
 * (empty body); resolves the saved group.
 */
export function saveGroup(
  input: GroupSaveInput,
  options: CallOptions = {},
): Promise<AttendanceGroup> {
  return apiRequest<AttendanceGroup>({
    method: 'POST',
    path: 'User_Att_Group_Update',
    query: {
      customer_Id: input.customerId,
      attendence_Group_Id: input.groupId,
      attendence_Group_Name: input.name,
      attendence_Channel_Id: input.channelId,
      enable: input.enable,
    },
    signal: options.signal,
  });
}

/** POST Campaign_Update with the campaign (`campaign_Id` 0 creates); resolves the saved campaign. */
export function saveCampaign(body: CampaignSaveBody, options: CallOptions = {}): Promise<Campaign> {
  return apiRequest<Campaign>({
    method: 'POST',
    path: 'Campaign_Update',
    body,
    signal: options.signal,
  });
}

/** The reason form (seed 001 §2 Reasons: a description); `reasonId` 0 creates. */
export interface ReasonSaveInput {
  customerId: number;
  reasonId: number;
  description: string;
}

/**
 * GET Reason_Att/Reasons?customer_id&Reason_Id_Int&Reason_Description_Var (seed 001 §7: a save by GET,
 * these names and casing; the seed sends no token, this call does); resolves the saved reason.
 */
export function saveReason(input: ReasonSaveInput, options: CallOptions = {}): Promise<Reason> {
  const query: ReasonSaveQuery = {
    customer_id: input.customerId,
    Reason_Id_Int: input.reasonId,
    Reason_Description_Var: input.description,
  };
  return apiRequest<Reason>({
    method: 'GET',
    path: 'Reason_Att/Reasons',
    query: { ...query },
    signal: options.signal,
  });
}

/** The inline sub-reason form: its description under `reasonId` (never 0); `subReasonId` 0 creates. */
export interface SubReasonSaveInput {
  customerId: number;
  subReasonId: number;
  reasonId: number;
  description: string;
}

/**
 * GET SubReason_Att/SubReasons?customer_Id&Sub_Reason_Id_Int&Reason_Id_Int&Sub_Reason_Description_Var
 * (seed 001 §7, with the token); resolves the saved sub-reason. The server refuses a parent reason of
 * 0 or of another customer (400 `Reason_Id_Int`); the console blocks 0 before sending (seed 001 §5).
 */
export function saveSubReason(
  input: SubReasonSaveInput,
  options: CallOptions = {},
): Promise<SubReason> {
  const query: SubReasonSaveQuery = {
    customer_Id: input.customerId,
    Sub_Reason_Id_Int: input.subReasonId,
    Reason_Id_Int: input.reasonId,
    Sub_Reason_Description_Var: input.description,
  };
  return apiRequest<SubReason>({
    method: 'GET',
    path: 'SubReason_Att/SubReasons',
    query: { ...query },
    signal: options.signal,
  });
}

/** Which record's trail to read. */
export interface AuditQuery {
  customerId: number;
  entity: AuditEntity;
  /** The record id (the user id for `operator` and `groupMembership`). */
  entityId: number;
}

/** GET Audit_List?Customer_Id&Entity&Entity_Id: a record's audit trail, newest first (at most 100). */
export function listAudit(query: AuditQuery, options: CallOptions = {}): Promise<AuditEntry[]> {
  return getList(
    'Audit_List',
    { Customer_Id: query.customerId, Entity: query.entity, Entity_Id: query.entityId },
    options,
  );
}
