/**
 * Where the session is kept in the browser (README "Session storage"): the storage adapter of the
 * session store, which never writes a password and survives storage the browser refuses.
 */
import type { PersistStorage, StorageValue } from 'zustand/middleware';
import type { SessionUser } from '@atende/contract';
import type { PersistedSession } from './types';

/** Removes any password field, whatever the server sent. */
export function withoutPassword<T extends object>(user: T): Omit<T, 'user_Pass'> {
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
export function sessionPersistStorage(): PersistStorage<PersistedSession> {
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
