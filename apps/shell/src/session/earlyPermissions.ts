import { getPermissions, selectIsLoggedIn, sessionStore } from '@atende/api-client';
import type { Permissions } from '@atende/contract';

/** The permissions call started at start-up, for the session stored then. */
interface EarlyCall {
  userId: number;
  customerId: number | null;
  answer: Promise<Permissions>;
}

let early: EarlyCall | null = null;

/**
 * Issue 22 (ADR 0029): with a stored session, starts `GET User_Data_Perm` as soon as the API is
 * configured, beside the routed shell's code and the landing remote's, instead of once the routed
 * shell and its layout have rendered. The guard's own load (`useSessionPermissions`) takes this
 * answer as its first attempt. Nothing while the password is expired (the forced change comes first).
 */
export function startPermissionsEarly(): void {
  const state = sessionStore.getState();
  const user = state.user;
  if (!selectIsLoggedIn(state) || !user || user.pass_Expired) return;
  const answer = getPermissions(user.user_Id);
  answer.catch(() => undefined); // the guard's load asks again and handles the failure
  early = { userId: user.user_Id, customerId: state.currentCustomerId, answer };
}

/**
 * The early call's answer for this user and customer, given once (null when there was none, or for
 * another session). A failed early call is asked again, so that a 401 reaches the unauthorized handler
 * the routed shell has registered by then.
 */
export function takeEarlyPermissions(
  userId: number,
  customerId: number | null,
): Promise<Permissions> | null {
  const call = early;
  early = null;
  if (!call || call.userId !== userId || call.customerId !== customerId) return null;
  return call.answer.catch(() => getPermissions(userId));
}
