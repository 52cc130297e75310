import {
  getOperator,
  listAudit,
  listChannels,
  listCustomerReports,
  listFunctionalities,
  listHsmStatus,
  listManagedFiles,
  listMessageTemplates,
  listOperators,
  listRoleFunctionalities,
  listRoles,
} from '@atende/api-client';
import type { AuditEntity } from '@atende/contract';
import { queryOptions } from '@tanstack/react-query';
import { queryKeys } from './keys';
import { STALE_TIME } from './staleTime';

/**
 * The administration's lists and records (seed 001 §7, docs/adr/0017), one `queryOptions` factory
 * each, under `queryKeys.admin(customerId, ...)` (roles and the functionality catalogue name no
 * customer on the wire; they sit under the current one so a customer change drops them too).
 */
export const adminQueries = {
  /** GET User_List?Customer_Id: the operator list. */
  operators: (customerId: number) =>
    queryOptions({
      queryKey: queryKeys.admin(customerId, 'operators'),
      queryFn: ({ signal }) => listOperators(customerId, { signal }),
      staleTime: STALE_TIME.records,
    }),
  /** GET User_Data_Perm?user_id: one operator's record. */
  operator: (customerId: number, userId: number) =>
    queryOptions({
      queryKey: queryKeys.admin(customerId, 'operator', userId),
      queryFn: ({ signal }) => getOperator(userId, { signal }),
      staleTime: STALE_TIME.records,
    }),
  /** GET Functionality_List: the roles. */
  roles: (customerId: number) =>
    queryOptions({
      queryKey: queryKeys.admin(customerId, 'roles'),
      queryFn: ({ signal }) => listRoles({ signal }),
      staleTime: STALE_TIME.records,
    }),
  /** GET User_Func_List/GetById?roleId: a role's levels. */
  roleFunctionalities: (customerId: number, roleId: number) =>
    queryOptions({
      queryKey: queryKeys.admin(customerId, 'roleFunctions', roleId),
      queryFn: ({ signal }) => listRoleFunctionalities(roleId, { signal }),
      staleTime: STALE_TIME.records,
    }),
  /** GET User_Func_List: the functionality catalogue. */
  functionalities: (customerId: number) =>
    queryOptions({
      queryKey: queryKeys.admin(customerId, 'functionalities'),
      queryFn: ({ signal }) => listFunctionalities({ signal }),
      staleTime: STALE_TIME.records,
    }),
  /** GET List_Reports_User?Customer_Id. */
  reports: (customerId: number) =>
    queryOptions({
      queryKey: queryKeys.admin(customerId, 'reports'),
      queryFn: ({ signal }) => listCustomerReports(customerId, { signal }),
      staleTime: STALE_TIME.records,
    }),
  /** GET List_Channel?Customer_Id. */
  channels: (customerId: number) =>
    queryOptions({
      queryKey: queryKeys.admin(customerId, 'channels'),
      queryFn: ({ signal }) => listChannels(customerId, { signal }),
      staleTime: STALE_TIME.reference,
    }),
  /** GET Message_Template_List?Customer_Id: every template, disabled ones too. */
  templates: (customerId: number) =>
    queryOptions({
      queryKey: queryKeys.admin(customerId, 'templates'),
      queryFn: ({ signal }) => listMessageTemplates(customerId, { signal }),
      staleTime: STALE_TIME.records,
    }),
  /** GET Att_File_List_All?Customer_Id: every stored file, disabled ones too. */
  files: (customerId: number) =>
    queryOptions({
      queryKey: queryKeys.admin(customerId, 'files'),
      queryFn: ({ signal }) => listManagedFiles(customerId, { signal }),
      staleTime: STALE_TIME.records,
    }),
  /** GET Audit_List?Customer_Id&Entity&Entity_Id: one record's trail, newest first. */
  audit: (customerId: number, entity: AuditEntity, entityId: number) =>
    queryOptions({
      queryKey: queryKeys.audit(customerId, entity, entityId),
      queryFn: ({ signal }) => listAudit({ customerId, entity, entityId }, { signal }),
      staleTime: STALE_TIME.records,
    }),
  /** GET Hsm_Status: the sent rows of one bulk import, kept current by the hub's `HsmStatusChanged`. */
  hsmStatus: (customerId: number, importId: string) =>
    queryOptions({
      queryKey: queryKeys.admin(customerId, 'hsm', importId),
      queryFn: ({ signal }) => listHsmStatus(customerId, importId, { signal }),
      staleTime: STALE_TIME.pushed,
    }),
};
