import {
  activateUserGroup,
  createRole,
  deactivateUserGroup,
  saveOperator,
  type OperatorSaveInput,
  type UserGroupInput,
} from '@atende/api-client';
import type { RoleCreateBody } from '@atende/contract';
import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { queryKeys } from './keys';
import { refreshAfterSave } from './refreshAfterSave';

/** An operator's save: the customer whose console saves it and the body of seed 001 §3. */
export interface OperatorSaveMutationInput {
  customerId: number;
  operator: OperatorSaveInput;
}

/** One group membership change of seed 001 §4: activate (`active` true) or deactivate. */
export interface OperatorGroupChange extends UserGroupInput {
  active: boolean;
}

/** A role's creation, seen from the current customer (roles name no customer on the wire). */
export interface RoleCreateInput {
  customerId: number;
  body: RoleCreateBody;
}

/** The operator list and one operator's record of a customer: what a people save changes. */
function operatorKeys(customerId: number, userId: number) {
  return [
    queryKeys.admin(customerId, 'operators'),
    queryKeys.admin(customerId, 'operator', userId),
  ];
}

/** The people administration's saves (seed 001 §7 "Operators and roles"), part of `saveMutations`. */
export const peopleSaveMutations = {
  /** PUT User_Data_Perm: the operator list, the saved record and its history load again. */
  operator: (client: QueryClient) =>
    mutationOptions({
      mutationKey: ['save', 'operator'],
      mutationFn: (input: OperatorSaveMutationInput) => saveOperator(input.operator),
      onSuccess: (saved, input) =>
        refreshAfterSave(
          client,
          operatorKeys(input.customerId, saved.user_Id),
          input.customerId,
          'operator',
          saved.user_Id,
        ),
    }),
  /**
   * POST User_Att_Group_Activate or User_Att_Group_Deactivate, one at a time after the operator's
   * save (the form keeps which ones reached the server, so a retry does only what is left).
   */
  operatorGroup: (client: QueryClient) =>
    mutationOptions({
      mutationKey: ['save', 'operatorGroup'],
      mutationFn: ({ active, ...membership }: OperatorGroupChange) =>
        active ? activateUserGroup(membership) : deactivateUserGroup(membership),
      onSuccess: (_answer, change) => {
        for (const queryKey of operatorKeys(change.customerId, change.userId))
          void client.invalidateQueries({ queryKey });
      },
    }),
  /** POST Functionality_List (seed 001 §6, function_Id 1): the role list loads again. */
  role: (client: QueryClient) =>
    mutationOptions({
      mutationKey: ['save', 'role'],
      mutationFn: (input: RoleCreateInput) => createRole(input.body),
      // Another customer's copy is read again on its next screen (records are never fresh).
      onSuccess: (_role, input) =>
        client.invalidateQueries({ queryKey: queryKeys.admin(input.customerId, 'roles') }),
    }),
};
