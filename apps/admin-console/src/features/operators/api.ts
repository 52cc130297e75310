// The server calls of the operators and roles screens (seed 001 §7 "Operators and roles").
// TEMPORARY: on the client's `apiRequest` until packages/api-client/src/calls/admin.ts (being written)
// exports them; then these become re-exports from `@atende/api-client`.
import { apiRequest, type CallOptions } from '@atende/api-client';
import type {
  Channel,
  FunctionalityCatalogEntry,
  OperatorRow,
  OperatorSaveAnswer,
  OperatorSaveBody,
  Report,
  Role,
  RoleCreateBody,
  RoleFunctionality,
  UserRecord,
} from '@atende/contract';

const asArray = <T>(answer: unknown): T[] => (Array.isArray(answer) ? (answer as T[]) : []);

async function getList<T>(
  path: string,
  query: Record<string, number>,
  options: CallOptions,
): Promise<T[]> {
  return asArray<T>(
    await apiRequest<unknown>({ method: 'GET', path, query, signal: options.signal }),
  );
}

/** `GET User_List?Customer_Id`: the operator rows of a customer. */
export function listOperators(
  customerId: number,
  options: CallOptions = {},
): Promise<OperatorRow[]> {
  return getList('User_List', { Customer_Id: customerId }, options);
}

/** `GET User_Data_Perm?user_id`: an operator's details (the user record). */
export function getOperator(userId: number, options: CallOptions = {}): Promise<UserRecord> {
  return apiRequest<UserRecord>({
    method: 'GET',
    path: 'User_Data_Perm',
    query: { user_id: userId },
    signal: options.signal,
  });
}

/** `PUT User_Data_Perm` with the operator body; answers user_Id and function_Id (seed 001 §7). */
export function saveOperator(
  body: OperatorSaveBody,
  options: CallOptions = {},
): Promise<OperatorSaveAnswer> {
  return apiRequest<OperatorSaveAnswer>({
    method: 'PUT',
    path: 'User_Data_Perm',
    body,
    signal: options.signal,
  });
}

/** `POST User_Att_Group_Activate?User_Id&Attendence_Group_Id&Customer_Id` (empty body). */
export function activateGroup(
  input: { customerId: number; userId: number; groupId: number },
  options: CallOptions = {},
): Promise<unknown> {
  return apiRequest<unknown>({
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

/** `POST User_Att_Group_Deactivate?Customer_Id&User_Id&Attendence_Group_Id` (empty body). */
export function deactivateGroup(
  input: { customerId: number; userId: number; groupId: number },
  options: CallOptions = {},
): Promise<unknown> {
  return apiRequest<unknown>({
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

/** `GET Functionality_List`: the roles (function_Id, function_Name). */
export function listRoles(options: CallOptions = {}): Promise<Role[]> {
  return getList('Functionality_List', {}, options);
}

/** `POST Functionality_List` with function_Name, function_Father, user_Functionality. */
export function createRole(body: RoleCreateBody, options: CallOptions = {}): Promise<Role> {
  return apiRequest<Role>({
    method: 'POST',
    path: 'Functionality_List',
    body,
    signal: options.signal,
  });
}

/** `GET User_Func_List`: the functionality catalogue. */
export function listFunctionalities(
  options: CallOptions = {},
): Promise<FunctionalityCatalogEntry[]> {
  return getList('User_Func_List', {}, options);
}

/** `GET User_Func_List/GetById?roleId`: a role's functionalities and levels. */
export function listRoleFunctionalities(
  roleId: number,
  options: CallOptions = {},
): Promise<RoleFunctionality[]> {
  return getList('User_Func_List/GetById', { roleId }, options);
}

/** `GET List_Channel?Customer_Id`. */
export function listChannels(customerId: number, options: CallOptions = {}): Promise<Channel[]> {
  return getList('List_Channel', { Customer_Id: customerId }, options);
}

/** `GET List_Reports_User?Customer_Id`. */
export function listReports(customerId: number, options: CallOptions = {}): Promise<Report[]> {
  return getList('List_Reports_User', { Customer_Id: customerId }, options);
}
