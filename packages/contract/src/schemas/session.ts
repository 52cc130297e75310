import { Type } from '@sinclair/typebox';
import { AttendanceGroupSchema } from './catalog';

/** Seed 000 §3 Customer: "store (list of store_Id, store_Name)". */
export const StoreSchema = Type.Object({
  store_Id: Type.Integer(),
  store_Name: Type.String(),
});

/** Seed 000 §3: "Customer: customer_Id, customer_Name, customer_Logo_URL, store (list ...), group_List." */
export const CustomerSchema = Type.Object({
  customer_Id: Type.Integer(),
  customer_Name: Type.String(),
  customer_Logo_URL: Type.String(),
  store: Type.Array(StoreSchema),
  group_List: Type.Array(AttendanceGroupSchema),
});

/**
 * Seed 000 §3: "Functionality entry: functionality_Name, functionality_Level"; seed 001 §3 adds
 * "functionality_abrev, functionality_code".
 */
export const FunctionalityEntrySchema = Type.Object({
  functionality_Name: Type.String(),
  functionality_Level: Type.Integer(),
  functionality_abrev: Type.Optional(Type.String()),
  functionality_code: Type.Optional(Type.String()),
});

/** Seed 001 §3: "Channel. channel_Id, channel_Name." (1 WhatsApp ... 6 e-mail). */
export const ChannelSchema = Type.Object({
  channel_Id: Type.Integer(),
  channel_Name: Type.String(),
});

/**
 * Seed 001 §3: "Report. report_Id, report_Name, report_Data, report_Parameter"; the operator body
 * lists "report_Code, report_Name, report_Data, report_Parameter".
 */
export const ReportSchema = Type.Object({
  report_Id: Type.Optional(Type.Integer()),
  report_Code: Type.Optional(Type.String()),
  report_Name: Type.String(),
  report_Data: Type.String(),
  report_Parameter: Type.String(),
});

/**
 * Seed 000 §3 and seed 001 §3: "Permissions object from the server. customer (list), user_Function
 * (list of functionality_Name and functionality_Level), report (list), channel (list)."
 */
export const PermissionsSchema = Type.Object({
  customer: Type.Array(CustomerSchema),
  user_Function: Type.Array(FunctionalityEntrySchema),
  report: Type.Array(ReportSchema),
  channel: Type.Array(ChannelSchema),
});

const NullableText = Type.Union([Type.String(), Type.Null()]);

/**
 * The user record (seed 000 §3 "Logged-in user": user_Id, user_Name, user_Login, user_Pass,
 * user_Email, user_Celphone, pass_Expired, start_Att and end_Att (shift times, HH:mm:ss),
 * attendence_Adm, att_Start, att_End, start_Access, end_Access, user_SysAdm, expiration_Date,
 * function_Id, user_Function, channel, and a customer list; seed 001 §3 "On reading, the same fields
 * come back plus user_End"). `GET User_Data_Perm?user_id` answers it: it carries the permissions
 * object's four lists. Access dates are null for an open-ended period. The API never sends
 * `user_Pass`; a client strips it whatever a server sends.
 */
export const UserRecordSchema = Type.Object({
  user_Id: Type.Integer(),
  user_Name: Type.String(),
  user_Login: Type.String(),
  user_Pass: Type.Optional(Type.String()),
  user_Email: Type.String(),
  user_Celphone: Type.String(),
  pass_Expired: Type.Boolean(),
  start_Att: Type.String({ description: 'Shift start, HH:mm:ss' }),
  end_Att: Type.String({ description: 'Shift end, HH:mm:ss' }),
  attendence_Adm: Type.Boolean(),
  att_Start: Type.String(),
  att_End: Type.String(),
  start_Access: NullableText,
  end_Access: NullableText,
  user_SysAdm: Type.Boolean(),
  expiration_Date: NullableText,
  user_End: Type.Optional(NullableText),
  user_Paused: Type.Optional(Type.Boolean()),
  user_Weekdays: Type.Optional(
    Type.Array(Type.Integer(), {
      description: 'Seed 001 §2 operator form "weekdays": 1 Monday ... 7 Sunday',
    }),
  ),
  function_Id: Type.Integer({ description: 'Role: 1 system administrator ... 7 store agent' }),
  user_Function: Type.Array(FunctionalityEntrySchema),
  channel: Type.Array(ChannelSchema),
  report: Type.Optional(Type.Array(ReportSchema)),
  customer: Type.Array(CustomerSchema),
});

/** The answer of `User_Validate` with user data: the user record plus the bearer token. */
export const LoggedInUserSchema = Type.Composite([
  UserRecordSchema,
  Type.Object({ token: Type.String() }),
]);

/** `User_Validate` for wrong credentials: an answer without user data (seed 000 §5). */
export const NoUserSchema = Type.Object({}, { additionalProperties: false });

/** The answer of `PUT User_Data_Perm` (password change): a new bearer token (ADR 0010). */
export const PasswordChangeAnswerSchema = Type.Object({
  user_Id: Type.Integer(),
  function_Id: Type.Integer(),
  token: Type.String({ description: 'A new bearer token for this session' }),
});
