/** Login, permissions, password and availability calls (seed 000 section 7). */
import type {
  LoggedInUser,
  PasswordChangeAnswer,
  Permissions,
  SessionUser,
} from '@atende/contract';
import { encodePassword } from '@atende/contract';
import { apiRequest, type CallOptions } from '../http/core';
import { isApiRequestError } from '../http/errors';
import { sessionStore } from '../session/store';

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
 * PUT User_Data_Perm with the user record plus the old and the new password, both encoded; the server
 * checks the old one (400 `wrong_password` naming `old_Pass`). The change ends every earlier token,
 * so the new token of the answer replaces the session's. The token is never sent in the body (it
 * travels in the Authorization header), and neither password is stored.
 */
export async function changePassword(
  userRecord: SessionUser | LoggedInUser,
  oldPassword: string,
  newPassword: string,
  options: CallOptions = {},
): Promise<PasswordChangeAnswer> {
  const { token: _token, ...record } = userRecord as SessionUser & { token?: string };
  const answer = await apiRequest<PasswordChangeAnswer>({
    method: 'PUT',
    path: 'User_Data_Perm',
    body: {
      ...record,
      user_Pass: encodePassword(newPassword),
      old_Pass: encodePassword(oldPassword),
    },
    signal: options.signal,
  });
  if (answer && typeof answer.token === 'string' && answer.token)
    sessionStore.getState().setToken(answer.token);
  return answer;
}

/** How long the logout call may take before the logout goes on without it. */
export const LOGOUT_TIMEOUT_MS = 3000;

/**
 * POST User_Logout (docs/adr/0010): asks the server to revoke `token` (by default the session's).
 * Never rejects: resolves true when the server confirmed, false on any failure or after
 * `timeoutMs` (the logout completes locally whatever happens here). A 401 never triggers the
 * unauthorized handler.
 */
export async function userLogout(
  token: string | null = sessionStore.getState().token,
  options: { timeoutMs?: number } = {},
): Promise<boolean> {
  if (!token) return false;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? LOGOUT_TIMEOUT_MS);
  try {
    await apiRequest<unknown>({
      method: 'POST',
      path: 'User_Logout',
      token,
      skipUnauthorizedHandler: true,
      signal: controller.signal,
    });
    return true;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
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
