import { sessionStore, userLogout } from '@atende/api-client';
import { makeUser } from '../testing/fixtures';
import { registerServerLogout } from './serverLogout';

jest.mock('@atende/api-client', () => ({
  ...jest.requireActual('@atende/api-client'),
  userLogout: jest.fn(),
}));

const userLogoutMock = userLogout as jest.MockedFunction<typeof userLogout>;

let unregister: () => void = () => undefined;
beforeEach(() => {
  userLogoutMock.mockReset();
  unregister = registerServerLogout();
});
afterEach(() => {
  unregister();
  sessionStore.getState().logout();
});

describe('registerServerLogout', () => {
  it('revokes the ending token on the server when the user logs out', () => {
    userLogoutMock.mockResolvedValue(true);
    sessionStore.getState().login(makeUser(), false);
    const token = sessionStore.getState().token;
    sessionStore.getState().logout();
    expect(userLogoutMock).toHaveBeenCalledTimes(1);
    expect(userLogoutMock).toHaveBeenCalledWith(token);
    expect(sessionStore.getState().token).toBeNull();
  });

  it('completes the logout at once even when the server never answers', () => {
    userLogoutMock.mockReturnValue(new Promise<boolean>(() => undefined));
    sessionStore.getState().login(makeUser(), false);
    sessionStore.getState().logout('inactivity');
    expect(sessionStore.getState().user).toBeNull();
    expect(sessionStore.getState().lastLogoutReason).toBe('inactivity');
  });

  it('calls nothing when no one is logged in', () => {
    sessionStore.getState().logout();
    expect(userLogoutMock).not.toHaveBeenCalled();
  });
});
