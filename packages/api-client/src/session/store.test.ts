/** @jest-environment jsdom */
import { loggedInUser } from '../testing/fixtures';
import {
  createSessionStore,
  registerLogoutCleanup,
  selectIsLoggedIn,
  SESSION_STORAGE_KEY,
} from './store';

const PLAIN_PASSWORD = 'Secret#123';

function everythingStored(): string {
  const dump: string[] = [];
  for (const storage of [localStorage, sessionStorage]) {
    for (let i = 0; i < storage.length; i += 1) {
      const key = storage.key(i)!;
      dump.push(`${key}=${storage.getItem(key)}`);
    }
  }
  return dump.join('\n');
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('sessionStore', () => {
  it('keeps the session in localStorage when remember-me is on', () => {
    const store = createSessionStore();
    store.getState().login(loggedInUser(), true);
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).not.toBeNull();
    expect(sessionStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    const saved = JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY)!) as {
      state: Record<string, unknown>;
    };
    expect(saved.state).toMatchObject({
      token: 'token-1',
      rememberMe: true,
      currentCustomerId: 10,
    });
  });

  it('keeps the session in sessionStorage when remember-me is off, and clears the other storage', () => {
    const store = createSessionStore();
    store.getState().login(loggedInUser(), true);
    store.getState().logout();
    store.getState().login(loggedInUser({ token: 'token-2' }), false);
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(sessionStorage.getItem(SESSION_STORAGE_KEY)).toContain('token-2');
  });

  it('never writes a password to storage', () => {
    const store = createSessionStore();
    const user = loggedInUser();
    store.getState().login(user, true);
    store.getState().setCustomer(10);
    store.getState().updateUser({ pass_Expired: false, user_Pass: 'sneaky' } as never);
    store.getState().login(loggedInUser({ token: 'token-3' }), false);
    const dump = everythingStored();
    expect(dump).not.toContain('user_Pass');
    expect(dump).not.toContain(user.user_Pass!);
    expect(dump).not.toContain('sneaky');
    expect(dump).not.toContain(PLAIN_PASSWORD);
    expect(store.getState().user).not.toHaveProperty('user_Pass');
    expect(store.getState().user).not.toHaveProperty('token');
  });

  it('restores a remembered session and strips a password an older version may have stored', () => {
    localStorage.setItem(
      SESSION_STORAGE_KEY,
      JSON.stringify({
        version: 1,
        state: {
          user: { ...loggedInUser(), token: undefined, user_Pass: 'old' },
          token: 'kept',
          currentCustomerId: 10,
          rememberMe: true,
          lastLogoutReason: null,
        },
      }),
    );
    const store = createSessionStore();
    expect(selectIsLoggedIn(store.getState())).toBe(true);
    expect(store.getState().token).toBe('kept');
    expect(store.getState().user?.user_Name).toBe('Ana Souza');
    expect(store.getState().user).not.toHaveProperty('user_Pass');
  });

  it('restores a tab-only session from sessionStorage', () => {
    createSessionStore()
      .getState()
      .login(loggedInUser({ token: 'tab' }), false);
    expect(createSessionStore().getState().token).toBe('tab');
  });

  it('selects the only customer automatically and none when there are several', () => {
    const store = createSessionStore();
    store.getState().login(loggedInUser(), false);
    expect(store.getState().currentCustomerId).toBe(10);
    const two = loggedInUser({
      customer: [
        {
          customer_Id: 10,
          customer_Name: 'Acme',
          customer_Logo_URL: '',
          store: [],
          group_List: [],
        },
        {
          customer_Id: 11,
          customer_Name: 'Globex',
          customer_Logo_URL: '',
          store: [],
          group_List: [],
        },
      ],
    });
    store.getState().login(two, false);
    expect(store.getState().currentCustomerId).toBeNull();
    store.getState().setCustomer(11);
    expect(createSessionStore().getState().currentCustomerId).toBe(11);
  });

  it('logout runs the registered cleanups while the user is still readable, then clears everything', () => {
    const store = createSessionStore();
    store.getState().login(loggedInUser(), true);
    localStorage.setItem('atende.draft.5', 'half-typed text');
    const seen: Array<number | undefined> = [];
    const unregisterA = registerLogoutCleanup(() => {
      seen.push(store.getState().user?.user_Id);
      localStorage.removeItem('atende.draft.5');
    });
    const unregisterB = registerLogoutCleanup(() => {
      throw new Error('broken cleanup');
    });
    const later = jest.fn();
    const unregisterC = registerLogoutCleanup(later);
    const errorLog = jest.spyOn(console, 'error').mockImplementation(() => undefined);

    store.getState().logout();

    expect(seen).toEqual([42]);
    expect(later).toHaveBeenCalledTimes(1);
    expect(errorLog).toHaveBeenCalled();
    expect(store.getState()).toMatchObject({
      user: null,
      token: null,
      currentCustomerId: null,
      lastLogoutReason: null,
    });
    expect(selectIsLoggedIn(store.getState())).toBe(false);
    expect(everythingStored()).toBe('');

    unregisterA();
    unregisterB();
    unregisterC();
    store.getState().login(loggedInUser(), true);
    store.getState().logout();
    expect(later).toHaveBeenCalledTimes(1);
    errorLog.mockRestore();
  });

  it('keeps a forced-logout reason for the home page until it is cleared', () => {
    const store = createSessionStore();
    store.getState().login(loggedInUser(), true);
    store.getState().logout('inactivity');
    expect(store.getState().lastLogoutReason).toBe('inactivity');
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    // A reload of the home page still shows the dialog, and no session comes back.
    const reloaded = createSessionStore();
    expect(reloaded.getState()).toMatchObject({
      lastLogoutReason: 'inactivity',
      user: null,
      token: null,
    });
    reloaded.getState().clearLogoutReason();
    expect(everythingStored()).toBe('');

    store.getState().login(loggedInUser(), false);
    store.getState().logout('network');
    expect(store.getState().lastLogoutReason).toBe('network');
    store.getState().login(loggedInUser(), false);
    expect(store.getState().lastLogoutReason).toBeNull();
  });

  // Seed 000 §4 "Permission load": loaded at start, so a reload loads them again; never stored.
  it('keeps the permissions object in memory only, and forgets it on logout and login', () => {
    const store = createSessionStore();
    const user = loggedInUser();
    const permissions = {
      customer: user.customer,
      user_Function: user.user_Function,
      report: [],
      channel: user.channel,
    };
    store.getState().setPermissions(permissions);
    expect(store.getState().permissions).toBeNull(); // nobody logged in
    store.getState().login(user, true);
    store.getState().setPermissions(permissions);
    expect(store.getState().permissions).toBe(permissions);
    expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY)!).state).not.toHaveProperty(
      'permissions',
    );
    store.getState().logout();
    expect(store.getState().permissions).toBeNull();
    store.getState().login(user, true);
    expect(store.getState().permissions).toBeNull();
  });

  it('tolerates unreadable stored data', () => {
    localStorage.setItem(SESSION_STORAGE_KEY, '{not json');
    const store = createSessionStore();
    expect(store.getState().user).toBeNull();
  });
});
