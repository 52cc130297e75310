export { API_ERROR_CODES } from './errors';
export type { ServerErrorCode } from './errors';
export { NewAttFlag } from './newAtt';
export {
  codePointLength,
  decodePassword,
  ENCODED_PASSWORD_MAX_LENGTH,
  encodePassword,
  isPasswordValid,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_SPECIALS,
  passwordProblems,
  passwordRuleCodes,
} from './password';
export type { PasswordKind, PasswordProblems, PasswordRuleCode } from './password';
export { isCampaignActive, serverTimeMs } from './campaigns';
export type { CampaignPeriod } from './campaigns';
export { FIELD_LIMITS } from './limits';
export {
  decodeFlowText,
  encodeFlowText,
  FINAL_NEXT_STEP_ID,
  FLOW_EXIT_DEFAULTS,
  FLOW_EXIT_ROW_NAME,
  FLOW_IMPORT_ERROR_CODES,
  FLOW_LAYOUT,
  FLOW_LIMITS,
  FLOW_LINE_BREAK_MARKER,
  FLOW_PROBLEM_CODES,
  FLOW_SAVE_RULE_CASES,
  FLOW_START_STEP,
  flowExportRows,
  flowProblems,
  flowSaveProblems,
  blankFlowStep,
  flowReply,
  INTEGRATION_METHODS,
  parseFlowImport,
  roundFlowPosition,
  STEP_TYPE_FIELDS,
  stepFieldsOf,
  stepTypeHasMessage,
  unpositionedStepPosition,
  WHATSAPP_LIMITS,
} from './flows/index';
export type {
  FlowImportError,
  FlowImportErrorCode,
  FlowImportResult,
  FlowProblem,
  FlowProblemCode,
  FlowRuleCaseReply,
  FlowRuleFlow,
  FlowRuleStep,
  FlowSaveRuleCase,
  StepFieldEntry,
  StepFieldKind,
  StepFieldName,
} from './flows/index';
export type {
  FlowErrorBody,
  FlowExportRow,
  FlowSavedBy,
  FlowStepStatsRow,
  FlowStepsAnswer,
  FlowStepType,
  FlowTestMessage,
  FlowTestState,
  FlowTestTurnAnswer,
  FlowTestTurnBody,
  FlowUpdateAnswer,
  FlowUpdateBody,
  FlowVersionConflict,
  FlowVersionEntry,
} from './entities/flows';
export { CAMPAIGN_ACTIVITY_CASES, PASSWORD_RULE_CASES } from './ruleCases';
export type { CampaignActivityCase, PasswordRuleCase } from './ruleCases';
export {
  DASHBOARD_CHANGED_EVENT,
  DASHBOARD_HOURLY_MAX_DAYS,
  DASHBOARD_MAX_ROWS,
  DashboardAgentStatus,
  DashboardAttendanceStatus,
  dashboardDateTime,
  dashboardDayRange,
  DashboardDirection,
  dashboardDirection,
  DashboardInteractionStatus,
  INTERACTION_END_REASONS,
} from './dashboard';
export type { InteractionEndReason } from './dashboard';
export {
  ACCEPTED_FILE_ENDINGS,
  DEFAULT_MAX_UPLOAD_BYTES,
  endingOf,
  FILE_FORMATS,
  formatForEnding,
  formatForMimeType,
} from './files';
export type { FileCategory, FileFormatInfo } from './files';
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
} from './hsm';
export type { HsmFailureReason, HsmState } from './hsm';
export type { HsmSendAnswer, HsmSendBody, HsmStatusChanged, HsmStatusRow } from './entities/hsm';
export {
  AGENT_NAME_PLACEHOLDER,
  fillTemplate,
  isWelcomeTemplateName,
  templateParts,
  WELCOME_TEMPLATE_NAME,
} from './templates';
export type { TemplatePart } from './templates';
export {
  menuRouteOf,
  REMOTE_MOUNTS,
  REMOTE_NAMES,
  routeByName,
  routeNamesOfArea,
  ROUTES,
  routesOf,
} from './routes';
export type { AreaName, RemoteName, RouteEntry, RouteOwner } from './routes';
export type { RemoteComponent, RemoteRoutesModule } from './remote';
export type {
  Attendance,
  ClientUpdateAnswer,
  CloseAnswer,
  HistoryEntry,
  Message,
  MessageDelivery,
  MessageDirection,
  TransferAnswer,
} from './entities/attendance';
export type {
  AttendanceGroup,
  AttFile,
  Campaign,
  CompletionCode,
  Flow,
  FlowStep,
  FlowTransition,
  MessageTemplate,
  Reason,
  SubReason,
} from './entities/catalog';
export type {
  Channel,
  Customer,
  FunctionalityEntry,
  LoggedInUser,
  PasswordChangeAnswer,
  Permissions,
  Report,
  SessionUser,
  Store,
  UserRecord,
} from './entities/session';
export type { AttFileSaveBody, UploadAnswer, UploadLimits } from './entities/files';
export type {
  DashboardAgentRow,
  DashboardAttendanceRow,
  DashboardChanged,
  DashboardHour,
  DashboardInteractionRow,
  DashboardMessageRow,
  DashboardSummary,
  WaitingCount,
} from './entities/dashboard';
export type {
  AuditEntity,
  AuditEntry,
  CampaignSaveBody,
  FunctionalityCatalogEntry,
  GroupMembershipAnswer,
  MessageTemplateSaveQuery,
  OperatorRow,
  OperatorSaveAnswer,
  OperatorSaveBody,
  ReasonSaveQuery,
  Role,
  RoleCreateBody,
  RoleFunctionality,
  RoleFunctionalityInput,
  SubReasonSaveQuery,
} from './entities/admin';
export { flowViewPath, parseFlowViewPath } from './flows/viewPath';
export type { FlowViewParts } from './flows/viewPath';
export {
  calendarDayOf,
  calendarDaysBetween,
  calendarDaysInRange,
  isCalendarDay,
  isTimeZone,
  nextCalendarDay,
  weekdayName,
  zonedDayStart,
} from './calendar';
export { paymentRangeProblem, PAYMENTS_MAX_DAYS } from './payments';
export type { PaymentRangeProblem } from './payments';
export type { EmbedToken, PaymentRow } from './entities/reports';
export { neutraliseCell, toCsv } from './csv';
export type { CsvOptions } from './csv';
export {
  businessHoursProblem,
  quantileOfBins,
  REPORT_LIMITS,
  SERVICE_LEVEL_SECONDS,
  WAIT_BIN_EDGES_SECONDS,
  waitBinOf,
} from './reports/rules';
export type { BusinessHoursRange } from './reports/rules';
export { businessHoursListProblem, MAX_BUSINESS_HOURS_RANGES } from './reports/settings';
export type { BusinessHoursListProblem } from './reports/settings';
export type {
  ReportAbandonment,
  ReportAgents,
  ReportChatbot,
  ReportHeatmap,
  ReportMessageRow,
  ReportReasons,
  ReportServiceRow,
  ReportServicesDay,
  ReportServicesPage,
  ReportSettings,
  ReportSettingsUpdate,
  ReportWaiting,
} from './entities/reports';
