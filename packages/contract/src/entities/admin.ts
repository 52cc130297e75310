// People administration of seed 001 (operators, roles, groups, campaigns) and the audit trail,
// derived from the server's schemas (docs/adr/0017).
import type { Static } from '@sinclair/typebox';
import type {
  AuditEntitySchema,
  AuditEntrySchema,
  CampaignSaveBodySchema,
  FunctionalityCatalogEntrySchema,
  GroupMembershipAnswerSchema,
  MessageTemplateSaveQuerySchema,
  OperatorRowSchema,
  OperatorSaveAnswerSchema,
  OperatorSaveBodySchema,
  ReasonSaveQuerySchema,
  RoleCreateBodySchema,
  RoleFunctionalityInputSchema,
  RoleFunctionalitySchema,
  RoleSchema,
  SubReasonSaveQuerySchema,
} from '../schemas/admin';

/** A row of the operator list (`User_List`): access dates, active groups of the customer. */
export type OperatorRow = Static<typeof OperatorRowSchema>;
/** The operator body of `PUT User_Data_Perm` (`user_Id` 0 creates). */
export type OperatorSaveBody = Static<typeof OperatorSaveBodySchema>;
/** The answer of the operator save: the operator's id and role. */
export type OperatorSaveAnswer = Static<typeof OperatorSaveAnswerSchema>;
/** A role (`Functionality_List`). */
export type Role = Static<typeof RoleSchema>;
/** A functionality level of a role being created. */
export type RoleFunctionalityInput = Static<typeof RoleFunctionalityInputSchema>;
/** The body of `POST Functionality_List` (custom role creation). */
export type RoleCreateBody = Static<typeof RoleCreateBodySchema>;
/** A line of the functionality catalogue (`User_Func_List`). */
export type FunctionalityCatalogEntry = Static<typeof FunctionalityCatalogEntrySchema>;
/** A functionality level of a role (`User_Func_List/GetById`). */
export type RoleFunctionality = Static<typeof RoleFunctionalitySchema>;
/** The answer of `User_Att_Group_Activate` / `_Deactivate`. */
export type GroupMembershipAnswer = Static<typeof GroupMembershipAnswerSchema>;
/** The body of `POST Campaign_Update` (`campaign_Id` 0 creates). */
export type CampaignSaveBody = Static<typeof CampaignSaveBodySchema>;
/** The query of `GET Reason_Att/Reasons` (`Reason_Id_Int` 0 creates). */
export type ReasonSaveQuery = Static<typeof ReasonSaveQuerySchema>;
/** The query of `GET SubReason_Att/SubReasons` (`Sub_Reason_Id_Int` 0 creates; the parent must exist). */
export type SubReasonSaveQuery = Static<typeof SubReasonSaveQuerySchema>;
/** The query of `GET Message_Template_Update` (`Message_Id` 0 creates; `att_Group` repeats). */
export type MessageTemplateSaveQuery = Static<typeof MessageTemplateSaveQuerySchema>;
/** A kind of audited record: operator, groupMembership, group, campaign, role, reason, subReason, template, file. */
export type AuditEntity = Static<typeof AuditEntitySchema>;
/** A row of the audit trail (`Audit_List`). */
export type AuditEntry = Static<typeof AuditEntrySchema>;
