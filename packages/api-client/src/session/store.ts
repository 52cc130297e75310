import { persist, type PersistStorage, type StorageValue } from 'zustand/middleware';
import { createStore, type StoreApi } from 'zustand/vanilla';
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

/** The browser storage key of the session. */
export const SESSION_STORAGE_KEY = 'atende.session';

const logoutCleanups = new Set<() => void>();

/**
 * Registers work to do on every logout (stop the hub, drop conversation drafts and their storage keys).
 * Returns a function that unregisters it.
 */
export function registerLogoutCleanup(cleanup: () => void): () => void {
  logoutCleanups.add(cleanup);
  return () => {
    logoutCleanups.delete(cleanup);
  };
}

/** Removes any password field, whatever the server sent. */
function withoutPassword<T extends object>(user: T): Omit<T, 'user_Pass'> {
  const { user_Pass: _ignored, ...rest } = user as T & { user_Pass?: unknown };
  return rest;
}

function browserStorage(kind: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    const storage = (globalThis as Partial<Record<typeof kind, Storage>>)[kind];
    return storage ?? null;
  } catch {
    // Access can throw (storage disabled by the browser's privacy settings).
    return null;
  }
}

function read(storage: Storage | null, name: string): StorageValue<PersistedSession> | null {
  try {
    const raw = storage?.getItem(name);
    return raw ? (JSON.parse(raw) as StorageValue<PersistedSession>) : null;
  } catch {
    return null;
  }
}

function write(storage: Storage | null, name: string, value: StorageValue<PersistedSession>): void {
  try {
    storage?.setItem(name, JSON.stringify(value));
  } catch {
    // Quota or disabled storage: the session still works in memory.
  }
}

function remove(storage: Storage | null, name: string): void {
  try {
    storage?.removeItem(name);
  } catch {
    // Nothing to remove.
  }
}

/**
 * localStorage when remember-me is on, sessionStorage when off (the other one is cleared).
 * Without a session only a pending logout reason is kept, in sessionStorage.
 */
function sessionPersistStorage(): PersistStorage<PersistedSession> {
  return {
    getItem(name) {
      const value =
        read(browserStorage('localStorage'), name) ?? read(browserStorage('sessionStorage'), name);
      if (!value?.state) return null;
      const user = value.state.user ? (withoutPassword(value.state.user) as SessionUser) : null;
      return { ...value, state: { ...value.state, user } };
    },
    setItem(name, value) {
      const local = browserStorage('localStorage');
      const session = browserStorage('sessionStorage');
      const { state } = value;
      if (state.user && state.token) {
        const safe = {
          ...value,
          state: { ...state, user: withoutPassword(state.user) as SessionUser },
        };
        write(state.rememberMe ? local : session, name, safe);
        remove(state.rememberMe ? session : local, name);
        return;
      }
      remove(local, name);
      if (state.lastLogoutReason) {
        write(session, name, {
          ...value,
          state: {
            user: null,
            token: null,
            currentCustomerId: null,
            rememberMe: false,
            lastLogoutReason: state.lastLogoutReason,
          },
        });
      } else {
        remove(session, name);
      }
    },
    removeItem(name) {
      remove(browserStorage('localStorage'), name);
      remove(browserStorage('sessionStorage'), name);
    },
  };
}

/** Options of `createSessionStore`. */
export interface SessionStoreOptions {
  /** Storage key; defaults to `SESSION_STORAGE_KEY`. */
  storageKey?: string;
}

/**
 * Creates a session store (React-free, zustand vanilla) persisted to browser storage. Applications use
 * the `sessionStore` singleton; this factory exists for tests and standalone harnesses.
 */
export function createSessionStore(options: SessionStoreOptions = {}): StoreApi<SessionState> {
  return createStore<SessionState>()(
    persist<SessionState, [], [], PersistedSession>(
      (set, get) => ({
        user: null,
        token: null,
        currentCustomerId: null,
        rememberMe: false,
        lastLogoutReason: null,
        permissions: null,
        login(loggedIn, rememberMe) {
          const { token, ...record } = withoutPassword(loggedIn);
          const customers = Array.isArray(record.customer) ? record.customer : [];
          set({
            user: record,
            token,
            rememberMe,
            lastLogoutReason: null,
            permissions: null,
            currentCustomerId: customers.length === 1 ? (customers[0]?.customer_Id ?? null) : null,
          });
        },
        logout(reason) {
          for (const cleanup of [...logoutCleanups]) {
            try {
              cleanup();
            } catch (error) {
              console.error('A logout cleanup failed.', error);
            }
          }
          set({
            user: null,
            token: null,
            currentCustomerId: null,
            rememberMe: get().rememberMe,
            lastLogoutReason: reason ?? null,
            permissions: null,
          });
        },
        setCustomer(customerId) {
          set({ currentCustomerId: customerId });
        },
        updateUser(patch) {
          const user = get().user;
          if (!user) return;
          set({ user: withoutPassword({ ...user, ...patch }) as SessionUser });
        },
        setToken(token) {
          if (!get().user) return;
          set({ token });
        },
        clearLogoutReason() {
          set({ lastLogoutReason: null });
        },
        setPermissions(permissions) {
          if (permissions !== null && !get().user) return;
          set({ permissions });
        },
      }),
      {
        name: options.storageKey ?? SESSION_STORAGE_KEY,
        version: 1,
        storage: sessionPersistStorage(),
        partialize: (state) => ({
          user: state.user,
          token: state.token,
          currentCustomerId: state.currentCustomerId,
          rememberMe: state.rememberMe,
          lastLogoutReason: state.lastLogoutReason,
        }),
      },
    ),
  );
}

/** The application's one session store (shared as a federation singleton with the package). */
export const sessionStore = createSessionStore();

/** True when a user and token are stored (the route guard's test). */
export const selectIsLoggedIn = (state: SessionState): boolean =>
  state.user !== null && state.token !== null;
