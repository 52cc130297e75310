/** The error codes the API answers with, in its `{ error, message, field? }` body. */
export const API_ERROR_CODES = [
  'bad_request',
  'unauthorized',
  'forbidden',
  'not_found',
  'already_taken',
  'conflict',
  'payload_too_large',
  'unsupported_file',
  'internal',
  /** PUT User_Data_Perm: the old password (`old_Pass`) is wrong (400). */
  'wrong_password',
  /** The password expired: only the password change and logout are open until it is changed (403). */
  'password_expired',
  /** Login throttled after repeated failures; `Retry-After` says when to try again (429). */
  'too_many_attempts',
  /** Data_Flow_Update: the flow breaks seed 001 §5's save rules; `problems` names the steps (400). */
  'flow_invalid',
  /** Data_Flow_Update: the flow was saved since `base_Version`; `conflict` says by whom and when (409). */
  'flow_version_conflict',
  /** List_Payments: the range is longer than 30 calendar days (seed 001 §5) or ends before it starts (400). */
  'date_range_invalid',
  /** A report's date range is longer than REPORT_LIMITS.maxDays calendar days (400, ADR 0027). */
  'report_range_too_long',
] as const;

/** One of the API's error codes. */
export type ServerErrorCode = (typeof API_ERROR_CODES)[number];
