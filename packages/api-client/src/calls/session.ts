/** Login, permissions, password and availability calls (seed 000 section 7). */
import type { LoggedInUser, Permissions, SessionUser } from '../entities/session';
import { apiRequest, type CallOptions } from '../http/core';
import { isApiRequestError } from '../http/errors';
import { encodePassword } from '../password';

function hasUserData(value: unknown): value is LoggedInUser {
  if (!value || typeof value !== 'object') return false;
  const record = value as Record<string, unknown>;
  return Boolean(record.user_Name) && Boolean(record.start_Att) && Boolean(record.end_Att);
}

/**
 * GET User_Validate?User_Login&User_Pass (password encoded here). Resolves the user record, or `null`
 * for wrong credentials: an answer lacking user_Name, start_Att or end_Att (seed 000 section 5), or a
 * 401/403 answer. A 401 here never triggers the unauthorized handler. Network failures reject.
 */
export async function userValidate(
  login: string,
  password: string,
  options: CallOptions = {},
): Promise<LoggedInUser | null> {
  try {
    const answer = await apiRequest<unknown>({
      method: 'GET',
      path: 'User_Validate',
      query: { User_Login: login, User_Pass: encodePassword(password) },
      skipUnauthorizedHandler: true,
      signal: options.signal,
    });
    return hasUserData(answer) ? answer : null;
  } catch (error) {
    if (isApiRequestError(error) && (error.status === 401 || error.status === 403)) return null;
    throw error;
  }
}

/** GET User_Data_Perm?user_id: the permissions object (customers, functionality levels, reports, channels). */
export function getPermissions(userId: number, options: CallOptions = {}): Promise<Permissions> {
  return apiRequest<Permissions>({
    method: 'GET',
    path: 'User_Data_Perm',
    query: { user_id: userId },
    signal: options.signal,
  });
}

/**
 * PUT User_Data_Perm with the user record plus the new password, encoded. The token is not sent in the
 * body (it travels in the Authorization header). The result shape is not shown by the specification.
 */
export function changePassword(
  userRecord: SessionUser | LoggedInUser,
  newPassword: string,
  options: CallOptions = {},
): Promise<unknown> {
  const { token: _token, ...record } = userRecord as SessionUser & { token?: string };
  return apiRequest<unknown>({
    method: 'PUT',
    path: 'User_Data_Perm',
    body: { ...record, user_Pass: encodePassword(newPassword) },
    signal: options.signal,
  });
}

/** POST User_Att_Pause?Paused: availability (true = unavailable). */
export function setPaused(paused: boolean, options: CallOptions = {}): Promise<unknown> {
  return apiRequest<unknown>({
    method: 'POST',
    path: 'User_Att_Pause',
    query: { Paused: paused },
    signal: options.signal,
  });
}
