export { configureApi, getRuntimeConfig, type RuntimeConfig } from './config';

export { buildUrl, type QueryParams, type QueryValue } from './http/url';
export { API_ERROR_CODES, NewAttFlag, type ServerErrorCode } from '@atende/contract';
export {
  DASHBOARD_CHANGED_EVENT,
  DashboardAgentStatus,
  DashboardAttendanceStatus,
  dashboardDateTime,
  dashboardDayRange,
  DashboardDirection,
  dashboardDirection,
  DashboardInteractionStatus,
  type DashboardAgentRow,
  type DashboardAttendanceRow,
  type DashboardHour,
  type DashboardInteractionRow,
  type DashboardMessageRow,
  type DashboardSummary,
  type WaitingCount,
} from '@atende/contract';
export { ApiRequestError, isApiRequestError, type ApiErrorCode } from './http/errors';
export {
  apiRequest,
  setUnauthorizedHandler,
  type ApiBase,
  type ApiRequestOptions,
  type CallOptions,
  type HttpMethod,
  type UnauthorizedHandler,
} from './http/core';

// The wire entities live in @atende/contract (derived from the API's schemas); re-exported here for
// the callers of these functions.
export type {
  Attendance,
  AttendanceGroup,
  AttFile,
  AttFileSaveBody,
  Campaign,
  Channel,
  CompletionCode,
  Customer,
  Flow,
  FlowStep,
  FlowTransition,
  FunctionalityEntry,
  HistoryEntry,
  LoggedInUser,
  Message,
  MessageDelivery,
  MessageDirection,
  MessageTemplate,
  PasswordChangeAnswer,
  Permissions,
  Reason,
  Report,
  SessionUser,
  Store,
  SubReason,
  UploadAnswer,
} from '@atende/contract';

export {
  changePassword,
  getPermissions,
  LOGOUT_TIMEOUT_MS,
  setPaused,
  userLogout,
  userValidate,
} from './calls/session';
export {
  closeAttendance,
  closeWithCampaign,
  listActiveAttendances,
  listHistory,
  listMessages,
  listWaitingAttendances,
  sendMessage,
  transferAttendance,
  updateClientName,
  type CloseAttendanceInput,
  type CloseWithCampaignInput,
  type SendMessageInput,
  type TransferAttendanceInput,
  type UpdateClientNameInput,
} from './calls/attendance';
export {
  listCampaigns,
  listCompletionCodes,
  listFlows,
  listGroups,
  listReasons,
  listSubReasons,
  listUserMessageTemplates,
} from './calls/catalog';
export {
  getUploadLimits,
  listFiles,
  listManagedFiles,
  saveAttFile,
  uploadFile,
  type UploadFileInput,
  type UploadFileOptions,
} from './calls/files';
export type { UploadProgress, UploadProgressHandler } from './http/progress';
export {
  ACCEPT_ATTRIBUTE,
  ACCEPTED_LIST,
  checkUploadFile,
  MAX_UPLOAD_BYTES,
  megabytes,
  readAsBase64,
  uploadErrorKey,
  type UploadCheck,
  type UploadProblem,
} from './files/uploadRules';
export {
  listMessageTemplates,
  saveMessageTemplate,
  type MessageTemplateSaveInput,
} from './calls/templates';
export { listHsmStatus, retryHsm, sendHsm } from './calls/hsm';
export {
  HSM_FAILURE_REASONS,
  HSM_PARAMETER_SEPARATOR,
  HSM_PHONE_DIGITS,
  HSM_STATES,
  HSM_STATUS_EVENT,
  hsmPhoneDigits,
  hsmPlaceholderCount,
  renderHsmTemplate,
  splitHsmParameters,
  type HsmFailureReason,
  type HsmSendAnswer,
  type HsmSendBody,
  type HsmState,
  type HsmStatusChanged,
  type HsmStatusRow,
} from '@atende/contract';
export {
  activateUserGroup,
  applyGroupChanges,
  createRole,
  deactivateUserGroup,
  getOperator,
  listAudit,
  listChannels,
  listCustomerReports,
  listFunctionalities,
  listOperators,
  listRoleFunctionalities,
  listRoles,
  saveCampaign,
  saveGroup,
  saveOperator,
  saveReason,
  saveSubReason,
  type AuditQuery,
  type GroupSaveInput,
  type OperatorSaveInput,
  type ReasonSaveInput,
  type SubReasonSaveInput,
  type UserGroupInput,
} from './calls/admin';
export type {
  AuditEntity,
  AuditEntry,
  CampaignSaveBody,
  FunctionalityCatalogEntry,
  GroupMembershipAnswer,
  OperatorRow,
  OperatorSaveAnswer,
  OperatorSaveBody,
  Role,
  RoleCreateBody,
  RoleFunctionality,
  RoleFunctionalityInput,
  UserRecord,
} from '@atende/contract';
export {
  getDashboard,
  getWaitingCount,
  listDashboardAgents,
  listDashboardAttendances,
  listDashboardHourly,
  listDashboardInteractions,
  listInteractionMessages,
  type DashboardRange,
} from './calls/dashboard';

export {
  createSessionStore,
  registerLogoutCleanup,
  selectIsLoggedIn,
  sessionStore,
  SESSION_STORAGE_KEY,
  type LogoutReason,
  type PersistedSession,
  type SessionState,
  type SessionStoreOptions,
} from './session/store';
export { useSession } from './session/useSession';

export {
  ACTIVATE_METHOD,
  createHubClient,
  createRetryPolicy,
  DEFAULT_RECONNECT_DELAYS_MS,
  NEW_ATT_EVENT,
  signalRConnectionFactory,
  type HubClient,
  type HubClientOptions,
} from './realtime/hubClient';
export {
  type HubConnectionFactory,
  type HubConnectionFactoryOptions,
  type DashboardChangedEvent,
  type HubConnectionLike,
  type HubState,
  type NewAttEvent,
} from './realtime/types';
export { HubConnectionFactoryContext } from './realtime/hubFactoryContext';
export { useHubConnection, type HubConnectionOptions } from './realtime/useHubConnection';

export { agentPreferencesStore, type AgentPreferencesState } from './preferences/agentPreferences';
export { useAgentPreferences } from './preferences/useAgentPreferences';
