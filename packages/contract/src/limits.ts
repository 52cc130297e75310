import { ENCODED_PASSWORD_MAX_LENGTH } from './password';

/** The bounds of one field as its TypeBox schema declares them (JSON Schema keywords). */
export interface FieldLimit {
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly minimum?: number;
  readonly maximum?: number;
}

const text = (maxLength: number, minLength = 0) => ({ minLength, maxLength });

/**
 * The limits of the fields a form lets a user type, keyed by schema (`CampaignSaveBody` is
 * `CampaignSaveBodySchema` of `@atende/contract/schemas`) and wire field. The schemas read their
 * numbers from this table, so a browser form asks the same source the API validates with
 * (`FIELD_LIMITS.CampaignSaveBody.campaign_Name.maxLength`) without bundling TypeBox.
 * `src/limits.test.ts` checks every entry against its schema. `GroupSaveQuery` is the query of
 * `User_Att_Group_Update`, whose schema the API declares on its route.
 */
export const FIELD_LIMITS = deepFreeze({
  AttFileSaveBody: { file_Name: text(200, 1), file_Reference: text(2000, 1) },
  CampaignSaveBody: {
    campaign_Name: text(100, 1),
    flow_Name: text(100),
    campaign_Message: text(4000),
    resend_Interval: { minimum: 0, maximum: 720 },
  },
  GroupSaveQuery: { attendence_Group_Name: text(100, 1) },
  HsmSendBody: {
    client_identification: text(40, 1),
    message: text(4096),
    from: text(100),
    parameters: text(4096),
  },
  MessageTemplateSaveQuery: {
    Message_Template_Name: text(100, 1),
    Message_Template: text(4096, 1),
  },
  OperatorSaveBody: {
    user_Login: text(100),
    user_Name: text(200),
    user_Pass: text(ENCODED_PASSWORD_MAX_LENGTH),
    old_Pass: text(ENCODED_PASSWORD_MAX_LENGTH, 1),
    user_Email: text(254),
    user_Celphone: text(40),
  },
  ReasonSaveQuery: { Reason_Description_Var: text(200, 1) },
  RoleCreateBody: { function_Name: text(100, 1) },
  SubReasonSaveQuery: { Sub_Reason_Description_Var: text(200, 1) },
});

function deepFreeze<T extends Record<string, Record<string, FieldLimit>>>(table: T): T {
  for (const fields of Object.values(table)) {
    for (const limit of Object.values(fields)) Object.freeze(limit);
    Object.freeze(fields);
  }
  return Object.freeze(table);
}
