import { useSession } from '@atende/api-client';
import { adminQueries } from '@atende/api-client/query';
import { useQuery } from '@tanstack/react-query';

// The operator screens' queries: the package's factories (`adminQueries`), scoped by the current
// customer; the saves that change them are `saveMutations.operator | operatorGroup | role`.

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
