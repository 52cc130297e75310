// The operator save's API field names, their form fields and labels, and how a login conflict is told.
import { ApiRequestError, isApiRequestError } from '@atende/api-client';

/** API field → form field, for errors the server ties to a field (FormPage shows them inline). */
export const FIELD_NAMES: Record<string, string> = {
  user_Login: 'login',
  user_Name: 'name',
  user_Email: 'email',
  user_Celphone: 'cellphone',
  user_Pass: 'password',
  start_Access: 'access',
  end_Access: 'access',
  expiration_Date: 'access',
  user_Weekdays: 'weekdays',
  att_Start: 'startTime',
  att_End: 'endTime',
  function_Id: 'roleId',
  // Seed 000 §5: the server refuses a level above the creator's own (400 naming user_Function).
  user_Function: 'levels',
  customer: 'customerIds',
  channel: 'channels',
  report: 'reports',
};

/** Form fields whose label key (`operators.form.<key>`) is not their name. */
export const FIELD_LABELS: Record<string, string> = { roleId: 'role', customerIds: 'customers' };

/** A 409 on the save is a login another operator has: said so, on the login field. */
export function asLoginConflict(error: unknown): unknown {
  if (isApiRequestError(error) && error.status === 409)
    return new ApiRequestError(409, 'already_taken', error.message, error.field ?? 'user_Login');
  return error;
}
