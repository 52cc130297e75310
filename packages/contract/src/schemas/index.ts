// The TypeBox schemas of the wire entities: the API validates and documents its answers with them,
// and `@atende/contract` derives every entity type from them (`Static<>`, type imports only, so a
// browser build never bundles TypeBox). The API imports this entry; the browser never does.
export {
  AttendanceSchema,
  ClientUpdateAnswerSchema,
  CloseAnswerSchema,
  HistoryEntrySchema,
  MessageDeliverySchema,
  MessageDirectionSchema,
  MessageSchema,
  TransferAnswerSchema,
} from './attendance';
export {
  AttendanceGroupSchema,
  AttFileSchema,
  CampaignSchema,
  CompletionCodeSchema,
  FlowSchema,
  FlowStepSchema,
  FlowTransitionSchema,
  MessageTemplateSchema,
  ReasonSchema,
  SubReasonSchema,
} from './catalog';
export {
  ChannelSchema,
  CustomerSchema,
  FunctionalityEntrySchema,
  LoggedInUserSchema,
  NoUserSchema,
  PasswordChangeAnswerSchema,
  PermissionsSchema,
  ReportSchema,
  StoreSchema,
  UserRecordSchema,
} from './session';
export { ErrorBodySchema } from './errors';
export { AttFileSaveBodySchema, UploadAnswerSchema, UploadLimitsSchema } from './files';
export {
  HsmReasonSchema,
  HsmSendAnswerSchema,
  HsmSendBodySchema,
  HsmStateSchema,
  HsmStatusChangedSchema,
  HsmStatusRowSchema,
} from './hsm';
export {
  DashboardAgentRowSchema,
  DashboardAttendanceRowSchema,
  DashboardChangedSchema,
  DashboardHourSchema,
  DashboardInteractionRowSchema,
  DashboardMessageRowSchema,
  DashboardSummarySchema,
  WaitingCountSchema,
} from './dashboard';
export {
  AUDIT_ENTITIES,
  AuditEntitySchema,
  AuditEntrySchema,
  CampaignSaveBodySchema,
  FunctionalityCatalogEntrySchema,
  GroupMembershipAnswerSchema,
  MessageTemplateSaveQuerySchema,
  OperatorChannelInputSchema,
  OperatorCustomerInputSchema,
  OperatorFunctionInputSchema,
  OperatorReportInputSchema,
  OperatorRowSchema,
  OperatorSaveAnswerSchema,
  OperatorSaveBodySchema,
  ReasonSaveQuerySchema,
  RoleCreateBodySchema,
  RoleFunctionalityInputSchema,
  RoleFunctionalitySchema,
  RoleSchema,
  SubReasonSaveQuerySchema,
} from './admin';
export {
  FlowErrorBodySchema,
  FlowExportRowSchema,
  FlowProblemSchema,
  FlowSavedBySchema,
  FlowStepInputSchema,
  FlowStepsAnswerSchema,
  FlowStepTypeSchema,
  FlowTransitionInputSchema,
  FlowUpdateAnswerSchema,
  FlowUpdateBodySchema,
  FlowVersionConflictSchema,
  FlowVersionEntrySchema,
} from './flows';
export { EmbedTokenSchema } from './embed';
export { PaymentRowSchema } from './payments';
export {
  FlowStepStatsRowSchema,
  FlowTestMessageSchema,
  FlowTestStateSchema,
  FlowTestTurnAnswerSchema,
  FlowTestTurnBodySchema,
} from './flowRuns';
export {
  ReportAbandonDaySchema,
  ReportAbandonmentSchema,
  ReportAgentRowSchema,
  ReportAgentsSchema,
  ReportChatbotSchema,
  ReportDaySchema,
  ReportFlowRowSchema,
  ReportHeatCellSchema,
  ReportHeatmapSchema,
  ReportMessageRowSchema,
  ReportReasonRowSchema,
  ReportReasonsSchema,
  ReportServiceRowSchema,
  ReportServicesDaySchema,
  ReportServicesPageSchema,
  ReportWaitingFiguresSchema,
  ReportWaitingSchema,
  BusinessHoursRangeSchema,
  ReportSettingsSchema,
  ReportSettingsUpdateSchema,
} from './reports';
