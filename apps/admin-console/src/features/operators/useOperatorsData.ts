import {
  getOperator,
  listCustomerReports,
  listFunctionalities,
  listGroups,
  listRoleFunctionalities,
  listRoles,
  useSession,
} from '@atende/api-client';
import { queryKeys } from '@atende/api-client/query';
import { useQuery } from '@tanstack/react-query';

// Keys under `queryKeys.admin` with the parts it documents (operators, operator + id, roles,
// roleFunctions + id, functionalities, channels, reports).

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
    queryKey: operatorKey(customerId, userId ?? 0),
    queryFn: ({ signal }) => getOperator(userId!, { signal }),
    enabled: customerId > 0 && userId !== undefined && userId > 0,
    staleTime: 0,
  });
}

/** `GET User_Att_Group_List?Customer_Id`: the customer's attendance groups. */
export function useGroups() {
  const customerId = useCustomerId();
  return useQuery({
    queryKey: queryKeys.catalog(customerId, 'groups'),
    queryFn: ({ signal }) => listGroups(customerId, { signal }),
    enabled: customerId > 0,
  });
}

/** `GET List_Reports_User?Customer_Id`. */
export function useReports(enabled = true) {
  const customerId = useCustomerId();
  return useQuery({
    queryKey: queryKeys.admin(customerId, 'reports'),
    queryFn: ({ signal }) => listCustomerReports(customerId, { signal }),
    enabled: enabled && customerId > 0,
  });
}

/** `GET Functionality_List`: the roles. */
export function useRoles() {
  const customerId = useCustomerId();
  return useQuery({
    queryKey: rolesKey(customerId),
    queryFn: ({ signal }) => listRoles({ signal }),
    enabled: customerId > 0,
    retry: false,
  });
}

/** `GET User_Func_List`: the functionality catalogue (role dialog). */
export function useFunctionalityCatalogue(enabled: boolean) {
  const customerId = useCustomerId();
  return useQuery({
    queryKey: queryKeys.admin(customerId, 'functionalities'),
    queryFn: ({ signal }) => listFunctionalities({ signal }),
    enabled: enabled && customerId > 0,
  });
}

/** `GET User_Func_List/GetById?roleId`: a role's levels (role dialog). */
export function useRoleFunctionalities(roleId: number | undefined) {
  const customerId = useCustomerId();
  return useQuery({
    queryKey: queryKeys.admin(customerId, 'roleFunctions', roleId ?? 0),
    queryFn: ({ signal }) => listRoleFunctionalities(roleId!, { signal }),
    enabled: customerId > 0 && roleId !== undefined,
  });
}
