/**
 * Session entities of seed 000 section 3 (with details from seed 001 section 3), using the server's
 * exact field names.
 */
import type { AttendanceGroup } from './catalog';

/** A store of a customer. */
export interface Store {
  store_Id: number;
  store_Name: string;
}

/** A customer organisation the user works for. */
export interface Customer {
  customer_Id: number;
  customer_Name: string;
  customer_Logo_URL: string;
  store: Store[];
  group_List: AttendanceGroup[];
}

/** One functionality with the user's level on it (e.g. `{ functionality_Name: 'Campaign', functionality_Level: 3 }`). */
export interface FunctionalityEntry {
  functionality_Name: string;
  functionality_Level: number;
  functionality_abrev?: string;
  functionality_code?: string;
}

/** A messaging channel (1 WhatsApp ... 6 e-mail). */
export interface Channel {
  channel_Id: number;
  channel_Name: string;
}

/** A report offered to the user. */
export interface Report {
  report_Id?: number;
  report_Code?: string;
  report_Name: string;
  report_Data: string;
  report_Parameter: string;
}

/** The user record `User_Validate` answers with (seed 000 section 3). */
export interface LoggedInUser {
  token: string;
  user_Id: number;
  user_Name: string;
  user_Login: string;
  /** Sent by some servers; never kept by the client (the session store strips it). */
  user_Pass?: string;
  user_Email: string;
  user_Celphone: string;
  pass_Expired: boolean;
  /** Shift start and end, `HH:mm:ss`. */
  start_Att: string;
  end_Att: string;
  attendence_Adm: boolean;
  att_Start: string;
  att_End: string;
  start_Access: string;
  end_Access: string;
  user_SysAdm: boolean;
  expiration_Date: string;
  /** Role id: 1 system administrator ... 7 store agent. */
  function_Id: number;
  user_Function: FunctionalityEntry[];
  channel: Channel[];
  customer: Customer[];
}

/** The user as the session keeps it: no password, and the token held apart. */
export type SessionUser = Omit<LoggedInUser, 'user_Pass' | 'token'>;

/** The permissions object of `GET User_Data_Perm?user_id`. */
export interface Permissions {
  customer: Customer[];
  user_Function: FunctionalityEntry[];
  report: Report[];
  channel: Channel[];
}
