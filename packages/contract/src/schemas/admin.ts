import { Type, type TSchema } from '@sinclair/typebox';
import { FIELD_LIMITS } from '../limits';

/**
 * The people administration of seed 001 (§2 Operator list and form, Groups; §3 Operator/user, Role,
 * Channel, Report, Attendance group; §7 Operators and roles, Groups, campaigns) and the audit trail
 * of every administrative write (docs/adr/0017). Request bodies live here too, so the browser's input
 * types are the very shapes the API validates.
 */

/**
 * No NUL or other control characters (tab, line feed and carriage return are text). The same pattern
 * as the API's `NO_CONTROL_CHARACTERS` (apps/api/src/http/schemas.ts), whose error answers name it.
 */
const NO_CONTROL_CHARACTERS = '^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$';
const Text = (maxLength: number, minLength = 0, description?: string) =>
  Type.String({ minLength, maxLength, pattern: NO_CONTROL_CHARACTERS, description });
/** A text bounded by its entry of `FIELD_LIMITS` (the one table the browser forms read). */
const Limited = (limit: { minLength: number; maxLength: number }, description?: string) =>
  Text(limit.maxLength, limit.minLength, description);
const OPERATOR = FIELD_LIMITS.OperatorSaveBody;
const CAMPAIGN = FIELD_LIMITS.CampaignSaveBody;
const Id = (description?: string) => Type.Integer({ minimum: 1, maximum: 2147483647, description });
const IdOrZero = (description?: string) =>
  Type.Integer({ minimum: 0, maximum: 2147483647, description });
const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/**
 * One row of the operator list (`GET User_List?Customer_Id`, a name of our own: the seeds show the
 * list, not its call). Seed 001 §3: "List row: user_Id, user_Login, user_Name, user_Start, user_End,
 * attendence_Group_Name; details have group_List". Start and end are the access dates (null: open);
 * the group name is the comma-joined names of the operator's active groups in that customer and
 * `group_List` their ids (the list's inline group editor).
 */
export const OperatorRowSchema = Type.Object({
  user_Id: Type.Integer(),
  user_Login: Type.String(),
  user_Name: Type.String(),
  user_Start: Nullable(Type.String({ description: 'Access start date (YYYY-MM-DD)' })),
  user_End: Nullable(Type.String({ description: 'Access end date (YYYY-MM-DD)' })),
  attendence_Group_Name: Type.String(),
  group_List: Type.Array(Type.Integer()),
});

/** An entry of the operator body's `user_Function` (seed 001 §3; only levels other than 0 are kept). */
export const OperatorFunctionInputSchema = Type.Object({
  functionality_Name: Text(50, 1),
  functionality_Level: Type.Integer({
    minimum: 0,
    maximum: 4,
    description: 'Saved levels are 0 to 3 (seed 001 §5); 0 is not stored',
  }),
  functionality_abrev: Type.Optional(Text(20)),
  functionality_code: Type.Optional(Text(20)),
});

/** An entry of the operator body's `customer` list: the customers the operator works for. */
export const OperatorCustomerInputSchema = Type.Object({
  customer_Id: Id(),
  customer_Name: Type.Optional(Text(200)),
  customer_Logo_URL: Type.Optional(Text(2000)),
  store: Type.Optional(
    Type.Array(Type.Object({ store_Id: Type.Integer(), store_Name: Type.Optional(Text(200)) }), {
      maxItems: 500,
    }),
  ),
  group_List: Type.Optional(
    Type.Array(
      Type.Object({
        attendence_Group_Id: Type.Integer(),
        attendence_Group_Name: Type.Optional(Text(100)),
      }),
      {
        maxItems: 500,
        description:
          'Read only: membership changes through User_Att_Group_Activate / _Deactivate (seed 001 §4)',
      },
    ),
  ),
});

/** An entry of the operator body's `channel` list. */
export const OperatorChannelInputSchema = Type.Object({
  channel_Id: Id(),
  channel_Name: Type.Optional(Text(100)),
});

/** An entry of the operator body's `report` list: by `report_Id`, or by `report_Code` in the operator's customers. */
export const OperatorReportInputSchema = Type.Object({
  report_Id: Type.Optional(Id()),
  report_Code: Type.Optional(Text(100)),
  report_Name: Type.Optional(Text(200)),
  report_Data: Type.Optional(Text(200)),
  report_Parameter: Type.Optional(Text(200)),
});

/**
 * `PUT User_Data_Perm` body. Two uses (docs/adr/0017):
 * - with `old_Pass` (or without `user_Login`): the caller's own password change (seed 000 §7 "user
 *   record plus new encoded password"); the other fields are not read;
 * - otherwise the operator save of seed 001 §3: "user_Id (0 for new), user_Name, user_Login,
 *   user_Pass (encoded), user_Email, user_Celphone, att_Start, att_End, start_Access, end_Access,
 *   expiration_Date (same as the end date), user_SysAdm, function_Id, user_Function, customer,
 *   channel, report", plus `user_Weekdays` (seed 001 §2 "weekdays"; 1 Monday ... 7 Sunday).
 * Every text is trimmed by the server; the session's user record (read back) validates here too.
 */
export const OperatorSaveBodySchema = Type.Object(
  {
    user_Id: IdOrZero('0 creates an operator'),
    user_Login: Type.Optional(Limited(OPERATOR.user_Login)),
    user_Name: Type.Optional(Limited(OPERATOR.user_Name)),
    user_Pass: Type.Optional(
      Limited(
        OPERATOR.user_Pass,
        'Encoded (seed 000 §9); required on create, empty keeps the password',
      ),
    ),
    old_Pass: Type.Optional(
      Limited(OPERATOR.old_Pass, 'The own current password, encoded (password change)'),
    ),
    user_Email: Type.Optional(Limited(OPERATOR.user_Email)),
    user_Celphone: Type.Optional(Limited(OPERATOR.user_Celphone)),
    att_Start: Type.Optional(Text(8, 0, 'Shift start, HH:mm or HH:mm:ss')),
    att_End: Type.Optional(Text(8, 0, 'Shift end, HH:mm or HH:mm:ss')),
    start_Access: Type.Optional(Nullable(Text(30, 0, 'Access start date, YYYY-MM-DD'))),
    end_Access: Type.Optional(Nullable(Text(30, 0, 'Access end date, YYYY-MM-DD'))),
    expiration_Date: Type.Optional(Nullable(Text(30, 0, 'Same as end_Access (seed 001 §3)'))),
    user_SysAdm: Type.Optional(Type.Boolean()),
    function_Id: Type.Optional(Id('Role')),
    user_Function: Type.Optional(Type.Array(OperatorFunctionInputSchema, { maxItems: 50 })),
    customer: Type.Optional(Type.Array(OperatorCustomerInputSchema, { maxItems: 200 })),
    channel: Type.Optional(Type.Array(OperatorChannelInputSchema, { maxItems: 50 })),
    report: Type.Optional(Type.Array(OperatorReportInputSchema, { maxItems: 500 })),
    user_Weekdays: Type.Optional(
      Type.Array(Type.Integer({ minimum: 1, maximum: 7 }), { maxItems: 7, uniqueItems: true }),
    ),
  },
  { additionalProperties: true },
);

/** Answer of the operator save: seed 001 §7 "the response reads user_Id and function_Id". */
export const OperatorSaveAnswerSchema = Type.Object({
  user_Id: Type.Integer(),
  function_Id: Type.Integer(),
});

/** A role of `GET Functionality_List` (seed 001 §7 "roles (function_Id, function_Name)"). */
export const RoleSchema = Type.Object({
  function_Id: Type.Integer(),
  function_Name: Type.String(),
  function_Father: Nullable(Type.Integer({ description: 'The role it was created under' })),
});

/** A functionality entry of the role body (seed 001 §3 "functionality_id, functionality_Name, functionality_abrev, functionality_Level"). */
export const RoleFunctionalityInputSchema = Type.Object({
  functionality_id: Id(),
  functionality_Level: Type.Integer({
    minimum: 0,
    maximum: 3,
    description: '0 to 3 (seed 001 §5)',
  }),
  functionality_Name: Type.Optional(Text(50)),
  functionality_abrev: Type.Optional(Text(20)),
});

/** `POST Functionality_List` body (seed 001 §7 "function_Name, function_Father, user_Functionality"). */
export const RoleCreateBodySchema = Type.Object({
  function_Name: Limited(FIELD_LIMITS.RoleCreateBody.function_Name),
  function_Father: Id("The caller's own role (seed 001 §6)"),
  user_Functionality: Type.Optional(
    Type.Array(RoleFunctionalityInputSchema, { maxItems: 50, description: 'Absent: no levels' }),
  ),
});

/** A line of the functionality catalogue (`GET User_Func_List`, seed 001 §7; the lower-case `name` is the seed's). */
export const FunctionalityCatalogEntrySchema = Type.Object({
  functionality_abrev: Type.String(),
  functionality_id: Type.Integer(),
  functionality_name: Type.String(),
});

/** A role's functionality (`GET User_Func_List/GetById?roleId`, seed 001 §3 "functionality_Code, functionality_Name, functionality_Level"). */
export const RoleFunctionalitySchema = Type.Object({
  functionality_Code: Type.String(),
  functionality_Name: Type.String(),
  functionality_Level: Type.Integer(),
});

/** Answer of `User_Att_Group_Activate` / `_Deactivate` (not shown in the seeds). */
export const GroupMembershipAnswerSchema = Type.Object({
  user_Id: Type.Integer(),
  attendence_Group_Id: Type.Integer(),
  active: Type.Boolean(),
  changed: Type.Boolean({ description: 'False when the membership already was so (idempotent)' }),
});

/**
 * `POST Campaign_Update` body (a name of our own: "Campaign creation and update calls are described in
 * the other document", which does not). Field names are those of `Campaign_List` (CampaignSchema).
 */
export const CampaignSaveBodySchema = Type.Object({
  customer_Id: Id('Customer id'),
  campaign_Id: IdOrZero('0 creates a campaign'),
  campaign_Name: Limited(CAMPAIGN.campaign_Name),
  flow_Name: Limited(CAMPAIGN.flow_Name, "Empty, or one of the customer's flows"),
  channel_Id: Id("One of the customer's channels"),
  start_DateTime: Type.String({ format: 'date-time', maxLength: 40 }),
  end_DateTime: Type.String({ format: 'date-time', maxLength: 40 }),
  resend_Interval: Type.Integer({
    ...CAMPAIGN.resend_Interval,
    description: 'Hours (seed 001 §9)',
  }),
  campaign_Message: Type.Optional(Limited(CAMPAIGN.campaign_Message)),
});

/**
 * `GET Reason_Att/Reasons` query (seed 001 §7 "GET /Reason_Att/Reasons?customer_id&Reason_Id_Int&
 * Reason_Description_Var saves a reason"; the seed sends no token, ours does). The names and their
 * casing are the seed's. Answers the saved reason (`ReasonSchema`).
 */
export const ReasonSaveQuerySchema = Type.Object({
  customer_id: Id('Customer id'),
  Reason_Id_Int: IdOrZero('0 creates a reason'),
  Reason_Description_Var: Limited(
    FIELD_LIMITS.ReasonSaveQuery.Reason_Description_Var,
    'Trimmed; one line',
  ),
});

/**
 * `GET SubReason_Att/SubReasons` query (seed 001 §7 "GET /SubReason_Att/SubReasons?customer_Id&
 * Sub_Reason_Id_Int&Reason_Id_Int&Sub_Reason_Description_Var saves a sub-reason"). The parent reason
 * must exist in the customer (seed 001 §5: never 0). Answers the saved sub-reason (`SubReasonSchema`).
 */
export const SubReasonSaveQuerySchema = Type.Object({
  customer_Id: Id('Customer id'),
  Sub_Reason_Id_Int: IdOrZero('0 creates a sub-reason'),
  Reason_Id_Int: IdOrZero('The parent reason, of the customer (0 is refused, seed 001 §5)'),
  Sub_Reason_Description_Var: Limited(
    FIELD_LIMITS.SubReasonSaveQuery.Sub_Reason_Description_Var,
    'Trimmed; one line',
  ),
});

/**
 * `GET Message_Template_Update` query (seed 001 §7 "GET Message_Template_Update?Customer_Id&Message_Id&
 * Message_Template&Message_Template_Name&Enable plus repeated att_Group"; by GET as the seed, with the
 * token). `att_Group` repeats (`att_Group=1&att_Group=2`); left out, the template has no group (offered
 * to every agent). The groups are the customer's; the name is unique in it regardless of case.
 * Answers the saved template (`MessageTemplateSchema`, with `enable` and `att_Group`).
 */
export const MessageTemplateSaveQuerySchema = Type.Object({
  Customer_Id: Id('Customer id'),
  Message_Id: IdOrZero('0 creates a template'),
  Message_Template_Name: Limited(
    FIELD_LIMITS.MessageTemplateSaveQuery.Message_Template_Name,
    'Trimmed; one line; unique in the customer',
  ),
  Message_Template: Limited(
    FIELD_LIMITS.MessageTemplateSaveQuery.Message_Template,
    'The text; line breaks allowed; {{Agent_Name}} is the agent',
  ),
  Enable: Type.Boolean(),
  att_Group: Type.Optional(
    Type.Array(Id('A group of the customer'), {
      maxItems: 200,
      description: 'Repeated: the groups the template is offered to',
    }),
  ),
});

/** The kinds of record the audit trail holds (the next console areas add theirs). */
export const AUDIT_ENTITIES = [
  'operator',
  'groupMembership',
  'group',
  'campaign',
  'role',
  'reason',
  'subReason',
  'template',
  'file',
  'flow',
] as const;

/** The `Entity` query field of `Audit_List`: a plain string enum (one JSON schema, documented values). */
export const AuditEntitySchema = Type.Unsafe<(typeof AUDIT_ENTITIES)[number]>({
  type: 'string',
  enum: [...AUDIT_ENTITIES],
  examples: ['operator'],
  description: AUDIT_ENTITIES.join(', '),
});

/** One row of `GET Audit_List` (newest first): who did what, and the record before and after (no secrets). */
export const AuditEntrySchema = Type.Object({
  audit_Id: Type.Integer(),
  actor_Login: Type.String(),
  actor_Name: Type.String(),
  action: Type.Union([Type.Literal('create'), Type.Literal('update'), Type.Literal('delete')]),
  created_At: Type.String({ description: 'ISO 8601' }),
  before: Type.Unknown(),
  after: Type.Unknown(),
});
