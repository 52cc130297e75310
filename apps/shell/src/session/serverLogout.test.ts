import { sessionStore } from '@atende/api-client';
import { deferredAnswer, fakeApi, type FakeApi } from '@atende/api-client/testing';
import { makeUser } from '../testing/fixtures';
import { resetShell } from '../testing/renderShell';
import { registerServerLogout } from './serverLogout';

const LOGOUT = 'POST User_Logout';
let api: FakeApi;
let unregister: () => void = () => undefined;
beforeEach(async () => {
  await resetShell();
  api = fakeApi({ [LOGOUT]: null });
  unregister = registerServerLogout();
});
afterEach(() => {
  unregister();
  sessionStore.getState().logout();
  api.restore();
});

describe('registerServerLogout', () => {
  it('revokes the ending token on the server when the user logs out', () => {
    sessionStore.getState().login(makeUser({ token: 'ending-token' }), false);
    sessionStore.getState().logout();
    expect(api.callsTo(LOGOUT).map((call) => call.headers.authorization)).toEqual([
      'Bearer ending-token',
    ]);
    expect(sessionStore.getState().token).toBeNull();
  });

  it('completes the logout at once even when the server never answers', () => {
    api.answer(LOGOUT, deferredAnswer().answer);
    sessionStore.getState().login(makeUser(), false);
    sessionStore.getState().logout('inactivity');
    expect(sessionStore.getState().user).toBeNull();
    expect(sessionStore.getState().lastLogoutReason).toBe('inactivity');
  });

  it('calls nothing when no one is logged in', () => {
    sessionStore.getState().logout();
    expect(api.calls).toHaveLength(0);
  });
});
