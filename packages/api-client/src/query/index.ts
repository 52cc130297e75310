// `@atende/api-client/query`: the data layer on TanStack Query (ADR 0013). Its own shared entry, so
// a page that only logs in (the shell's home) does not load TanStack Query. It reaches the session
// and the errors through the package's main entry, never relatively: they are one instance per page.
export { customerKey, queryKeys, type CatalogName } from './keys';
export {
  bindQueryClientToSession,
  createQueryClient,
  QUERY_MAX_RETRIES,
  shouldRetryQuery,
  type AtendeQueryMeta,
  type CreateQueryClientOptions,
} from './queryClient';
export {
  applyNewAttBurst,
  invalidateForNewAtt,
  joinNewAttBurst,
  newAttTouches,
  useNewAttBurst,
  type BurstEvent,
  type NewAttBurst,
} from './newAtt';
export { QueryProvider } from './QueryProvider';
export { useUploadLimit } from './useUploadLimit';
export { STALE_TIME } from './staleTime';
export { fetchFresh } from './fetchFresh';
export { catalogQueries } from './catalogQueries';
export { adminQueries } from './adminQueries';
export {
  dashboardQueries,
  type DashboardDrillDown,
  type DashboardMessagesTarget,
} from './dashboardQueries';
export { attendanceQueries, byMessageTime, type AttendanceQueues } from './attendanceQueries';
export { isOptimisticMessage, sendMessageMutation } from './attendanceMutations';
export { saveMutations, type FileSaveInput } from './saveMutations';
export { flowMutations, flowQueries } from './flowQueries';
export { reportAreaQueries } from './reportAreaQueries';
export {
  type OperatorGroupChange,
  type OperatorSaveMutationInput,
  type RoleCreateInput,
} from './peopleMutations';
