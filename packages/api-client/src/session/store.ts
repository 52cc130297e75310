import { persist } from 'zustand/middleware';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { SessionUser } from '@atende/contract';
import { sessionPersistStorage, withoutPassword } from './persistence';
import type { PersistedSession, SessionState } from './types';

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
