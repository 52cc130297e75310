// Session entities of seed 000 §3 (details from seed 001 §3), derived from the server's schemas.
import type { Static } from '@sinclair/typebox';
import type {
  ChannelSchema,
  CustomerSchema,
  FunctionalityEntrySchema,
  LoggedInUserSchema,
  PasswordChangeAnswerSchema,
  PermissionsSchema,
  ReportSchema,
  StoreSchema,
  UserRecordSchema,
} from '../schemas/session';

/** A store of a customer. */
export type Store = Static<typeof StoreSchema>;
/** A customer organisation the user works for. */
export type Customer = Static<typeof CustomerSchema>;
/** One functionality with the user's level on it (`{ functionality_Name: 'Campaign', functionality_Level: 3 }`). */
export type FunctionalityEntry = Static<typeof FunctionalityEntrySchema>;
/** A messaging channel (1 WhatsApp ... 6 e-mail). */
export type Channel = Static<typeof ChannelSchema>;
/** A report offered to the user. */
export type Report = Static<typeof ReportSchema>;
/** The permissions object of `GET User_Data_Perm?user_id` (its four lists). */
export type Permissions = Static<typeof PermissionsSchema>;
/** The user record (`GET User_Data_Perm?user_id` answers it; `User_Validate` adds the token). */
export type UserRecord = Static<typeof UserRecordSchema>;
/** The user record `User_Validate` answers with, token included (seed 000 §3). */
export type LoggedInUser = Static<typeof LoggedInUserSchema>;
/** The user as the session keeps it: no password, and the token held apart. */
export type SessionUser = Omit<LoggedInUser, 'user_Pass' | 'token'>;
/** The answer of the password change: a new bearer token. */
export type PasswordChangeAnswer = Static<typeof PasswordChangeAnswerSchema>;
