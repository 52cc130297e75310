/**
 * People administration of seed 001 §7 (Operators and roles; Groups, campaigns) and the audit trail
 * (docs/adr/0017): operators, roles, group membership, groups, campaigns, channels, reports; and
 * seed 001 §7 "Reasons": the closing reason and sub-reason saves.
 */
import type {
  AttendanceGroup,
  AuditEntity,
  AuditEntry,
  Campaign,
  CampaignSaveBody,
  Channel,
  FunctionalityCatalogEntry,
  GroupMembershipAnswer,
  OperatorRow,
  OperatorSaveAnswer,
  OperatorSaveBody,
  Reason,
  ReasonSaveQuery,
  Report,
  Role,
  RoleCreateBody,
  RoleFunctionality,
  SubReason,
  SubReasonSaveQuery,
  UserRecord,
} from '@atende/contract';
import { encodePassword } from '@atende/contract';
import { apiRequest, type CallOptions } from '../http/core';
import { getList } from './shared';

/** GET User_List?Customer_Id: the customer's operators with their active groups there. */
export function listOperators(
  customerId: number,
  options: CallOptions = {},
): Promise<OperatorRow[]> {
  return getList('User_List', { Customer_Id: customerId }, options);
}

/** GET User_Data_Perm?user_id: an operator's record for the form (never a password). */
export function getOperator(userId: number, options: CallOptions = {}): Promise<UserRecord> {
  return apiRequest<UserRecord>({
    method: 'GET',
    path: 'User_Data_Perm',
    query: { user_id: userId },
    signal: options.signal,
  });
}

/**
 * What the operator form saves: the body of seed 001 §3 with the password in clear (encoded here,
 * seed 000 §9; leave it out or empty to keep the current one on update). `user_Login` is required: it
 * is what makes the server read the body as an operator save, not a password change.
 */
export type OperatorSaveInput = Omit<OperatorSaveBody, 'user_Pass' | 'old_Pass' | 'user_Login'> & {
  user_Login: string;
  password?: string;
};

/**
 * PUT User_Data_Perm with the operator body (`user_Id` 0 creates); resolves `{ user_Id, function_Id }`.
 * Level 0 entries of `user_Function` are not sent (seed 001 §3). Groups are not saved here: call
 * `applyGroupChanges` after the save (seed 001 §4).
 */
export function saveOperator(
  input: OperatorSaveInput,
  options: CallOptions = {},
): Promise<OperatorSaveAnswer> {
  const { password, ...record } = input;
  const body: OperatorSaveBody = {
    ...record,
    ...(record.user_Function
      ? { user_Function: record.user_Function.filter((f) => f.functionality_Level > 0) }
      : {}),
    ...(password ? { user_Pass: encodePassword(password) } : {}),
  };
  return apiRequest<OperatorSaveAnswer>({
    method: 'PUT',
    path: 'User_Data_Perm',
    body,
    signal: options.signal,
  });
}

/** Which operator, group and customer a membership call is about. */
export interface UserGroupInput {
  customerId: number;
  userId: number;
  groupId: number;
}

/** POST User_Att_Group_Activate?User_Id&Attendence_Group_Id&Customer_Id (empty body). */
export function activateUserGroup(
  input: UserGroupInput,
  options: CallOptions = {},
): Promise<GroupMembershipAnswer> {
  return apiRequest<GroupMembershipAnswer>({
    method: 'POST',
    path: 'User_Att_Group_Activate',
    query: {
      User_Id: input.userId,
      Attendence_Group_Id: input.groupId,
      Customer_Id: input.customerId,
    },
    signal: options.signal,
  });
}

/** POST User_Att_Group_Deactivate?Customer_Id&User_Id&Attendence_Group_Id (empty body). */
export function deactivateUserGroup(
  input: UserGroupInput,
  options: CallOptions = {},
): Promise<GroupMembershipAnswer> {
  return apiRequest<GroupMembershipAnswer>({
    method: 'POST',
    path: 'User_Att_Group_Deactivate',
    query: {
      Customer_Id: input.customerId,
      User_Id: input.userId,
      Attendence_Group_Id: input.groupId,
    },
    signal: options.signal,
  });
}

/**
 * Seed 001 §4 after an operator save: "the groups are compared with those originally loaded: removed
 * groups are deactivated, added ones activated". One call at a time; resolves what changed.
 */
export async function applyGroupChanges(
  input: {
    customerId: number;
    userId: number;
    loaded: readonly number[];
    chosen: readonly number[];
  },
  options: CallOptions = {},
): Promise<{ activated: number[]; deactivated: number[] }> {
  const deactivated = input.loaded.filter((id) => !input.chosen.includes(id));
  const activated = input.chosen.filter((id) => !input.loaded.includes(id));
  const who = { customerId: input.customerId, userId: input.userId };
  for (const groupId of deactivated) await deactivateUserGroup({ ...who, groupId }, options);
  for (const groupId of activated) await activateUserGroup({ ...who, groupId }, options);
  return { activated, deactivated };
}

/** GET Functionality_List: the roles (function_Id, function_Name) the caller may see. */
export function listRoles(options: CallOptions = {}): Promise<Role[]> {
  return getList('Functionality_List', {}, options);
}

/**
 * POST Functionality_List with function_Name, function_Father (the caller's role) and
 * user_Functionality; level 0 entries are not sent (seed 001 §5). Only for function_Id 1.
 */
export function createRole(body: RoleCreateBody, options: CallOptions = {}): Promise<Role> {
  return apiRequest<Role>({
    method: 'POST',
    path: 'Functionality_List',
    body: {
      ...body,
      user_Functionality: (body.user_Functionality ?? []).filter((f) => f.functionality_Level > 0),
    },
    signal: options.signal,
  });
}

/** GET User_Func_List: the functionality catalogue. */
export function listFunctionalities(
  options: CallOptions = {},
): Promise<FunctionalityCatalogEntry[]> {
  return getList('User_Func_List', {}, options);
}

/** GET User_Func_List/GetById?roleId: a role's functionalities and levels. */
export function listRoleFunctionalities(
  roleId: number,
  options: CallOptions = {},
): Promise<RoleFunctionality[]> {
  return getList('User_Func_List/GetById', { roleId }, options);
}

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
