/** Roles and the functionality catalogue of seed 001 §7 ("Operators and roles"; seed 001 §6). */
import type {
  FunctionalityCatalogEntry,
  Role,
  RoleCreateBody,
  RoleFunctionality,
} from '@atende/contract';
import { apiRequest, type CallOptions } from '../http/core';
import { getList } from './shared';

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
