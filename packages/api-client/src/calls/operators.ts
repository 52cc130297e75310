/**
 * Operators of seed 001 §7 ("Operators and roles"): the list, one operator's record, its save and its
 * group memberships (seed 001 §4).
 */
import type {
  GroupMembershipAnswer,
  OperatorRow,
  OperatorSaveAnswer,
  OperatorSaveBody,
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
