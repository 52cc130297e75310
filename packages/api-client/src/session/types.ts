import type { LoggedInUser, Permissions, SessionUser } from '@atende/contract';

/** Why the session ended without the user asking: the home page shows the matching dialog. */
export type LogoutReason = 'inactivity' | 'network';

/** The logged-in session: user (never with a password), bearer token and current customer. */
export interface SessionState {
  user: SessionUser | null;
  token: string | null;
  currentCustomerId: number | null;
  /** On: the session survives the browser (localStorage). Off: this tab only (sessionStorage). */
  rememberMe: boolean;
  /** Set by a forced logout; the home page shows the dialog, then calls `clearLogoutReason`. */
  lastLogoutReason: LogoutReason | null;
  /**
   * The permissions object (`GET User_Data_Perm?user_id`), null while it is not loaded. The shell
   * loads it at start, after login and on reload, and again when the customer changes (seed 000 §4
   * "Permission load"); every remote reads it from here. Never kept in browser storage.
   */
  permissions: Permissions | null;
  /** Starts a session from the `User_Validate` answer; selects the customer when there is exactly one. */
  login(user: LoggedInUser, rememberMe: boolean): void;
  /** Runs the registered cleanups, then clears user, token and customer (and their storage). */
  logout(reason?: LogoutReason): void;
  /** Changes the current customer. */
  setCustomer(customerId: number | null): void;
  /** Updates fields of the stored user (e.g. `pass_Expired` after a password change). */
  updateUser(patch: Partial<SessionUser>): void;
  /** Replaces the bearer token of the session (a password change answers a new one). */
  setToken(token: string): void;
  /** Forgets the forced-logout reason once its dialog was shown. */
  clearLogoutReason(): void;
  /** Keeps the loaded permissions object (null: forget it). Ignored while nobody is logged in. */
  setPermissions(permissions: Permissions | null): void;
}

/** The part of the session written to browser storage. */
export type PersistedSession = Pick<
  SessionState,
  'user' | 'token' | 'currentCustomerId' | 'rememberMe' | 'lastLogoutReason'
>;
