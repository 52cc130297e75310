export { configureApi, getRuntimeConfig, type RuntimeConfig } from './config';

export { buildUrl, type QueryParams, type QueryValue } from './http/url';
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

export {
  changePassword,
  getPermissions,
  LOGOUT_TIMEOUT_MS,
  setPaused,
  userLogout,
  userValidate,
} from './calls/session';
export { startFirstScreenReads } from './calls/firstScreen';
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
  exportFlow,
  flowConflictOf,
  flowProblemsOf,
  getFlowSteps,
  getFlowVersion,
  listFlowVersions,
  listStepTypes,
  restoreFlowVersion,
  saveFlow,
  type FlowRestoreInput,
} from './calls/flows';
export { getFlowStepStats, testFlowTurn, type FlowStatsRange } from './calls/flowRuns';
export {
  getEmbedToken,
  getReportSettings,
  listPayments,
  saveReportSettings,
  type EmbedTokenInput,
  type PaymentsInput,
} from './calls/reportArea';
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
export { uploadChosenFile, type ChosenFileUpload } from './files/uploadChosenFile';
export {
  listMessageTemplates,
  saveMessageTemplate,
  type MessageTemplateSaveInput,
} from './calls/templates';
export { listHsmStatus, retryHsm, sendHsm } from './calls/hsm';
export {
  activateUserGroup,
  applyGroupChanges,
  deactivateUserGroup,
  getOperator,
  listOperators,
  saveOperator,
  type OperatorSaveInput,
  type UserGroupInput,
} from './calls/operators';
export { createRole, listFunctionalities, listRoleFunctionalities, listRoles } from './calls/roles';
export {
  listAudit,
  listChannels,
  listCustomerReports,
  saveCampaign,
  saveGroup,
  saveReason,
  saveSubReason,
  type AuditQuery,
  type GroupSaveInput,
  type ReasonSaveInput,
  type SubReasonSaveInput,
} from './calls/admin';
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
  type SessionStoreOptions,
} from './session/store';
export type { LogoutReason, PersistedSession, SessionState } from './session/types';
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
