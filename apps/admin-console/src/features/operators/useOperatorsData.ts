import { useSession } from '@atende/api-client';
import { adminQueries, queryKeys } from '@atende/api-client/query';
import { useQuery } from '@tanstack/react-query';

// Keys under `queryKeys.admin` with the parts it documents (operators, operator + id, roles,
// roleFunctions + id, functionalities, channels, reports); the queries are the package's factories.

/** The operator list of a customer: invalidate after a save. */
export function operatorsKey(customerId: number) {
  return queryKeys.admin(customerId, 'operators');
}

/** One operator's details in a customer. */
export function operatorKey(customerId: number, userId: number) {
  return queryKeys.admin(customerId, 'operator', userId);
}

/** The roles of `Functionality_List` (seen from the current customer). */
export function rolesKey(customerId: number) {
  return queryKeys.admin(customerId, 'roles');
}

function useCustomerId(): number {
  return useSession((state) => state.currentCustomerId) ?? 0;
}

/** `GET User_Data_Perm?user_id`: the operator being edited. */
export function useOperator(userId: number | undefined) {
  const customerId = useCustomerId();
  return useQuery({
    ...adminQueries.operator(customerId, userId ?? 0),
    enabled: customerId > 0 && userId !== undefined && userId > 0,
  });
}

/** `GET List_Reports_User?Customer_Id`. */
export function useReports(enabled = true) {
  const customerId = useCustomerId();
  return useQuery({ ...adminQueries.reports(customerId), enabled: enabled && customerId > 0 });
}

/** `GET Functionality_List`: the roles (the form shows a failure with its own retry at once). */
export function useRoles() {
  const customerId = useCustomerId();
  return useQuery({ ...adminQueries.roles(customerId), enabled: customerId > 0, retry: false });
}

/** `GET User_Func_List`: the functionality catalogue (role dialog). */
export function useFunctionalityCatalogue(enabled: boolean) {
  const customerId = useCustomerId();
  return useQuery({
    ...adminQueries.functionalities(customerId),
    enabled: enabled && customerId > 0,
  });
}

/** `GET User_Func_List/GetById?roleId`: a role's levels (role dialog). */
export function useRoleFunctionalities(roleId: number | undefined) {
  const customerId = useCustomerId();
  return useQuery({
    ...adminQueries.roleFunctionalities(customerId, roleId ?? 0),
    enabled: customerId > 0 && roleId !== undefined,
  });
}
