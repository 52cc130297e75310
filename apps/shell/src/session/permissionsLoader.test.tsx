import { ApiRequestError, sessionStore } from '@atende/api-client';
import { fakeApi, networkFailure, type FakeApi } from '@atende/api-client/testing';
import { act, screen, waitFor } from '@testing-library/react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { registerShellRemotes } from '../federation/remotes';
import { makeUser, permissionsOf } from '../testing/fixtures';
import { renderShell, resetShell } from '../testing/renderShell';
import { startPermissionsEarly } from './earlyPermissions';
import { loadSessionPermissions } from './permissionsLoader';

jest.mock('@module-federation/enhanced/runtime', () => ({
  init: jest.fn(),
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(),
}));
/** GET User_Data_Perm?user_id: the permissions object. */
const PERMISSIONS = 'GET User_Data_Perm';
let api: FakeApi;
/** The permission loads the shell made so far. */
const loads = () => api.callsTo(PERMISSIONS);
/** Answers the first load as an unreachable server, then `answer`. */
const offlineOnceThen = (answer: unknown) => () =>
  loads().length === 1 ? networkFailure() : answer;
const loadRemoteMock = loadRemote as jest.MockedFunction<typeof loadRemote>;
const user = makeUser();
const permissions = permissionsOf(user);
const offline = () => Promise.reject(new ApiRequestError(0, 'network', 'offline'));

describe('loadSessionPermissions (seed 000 §4 "Permission load")', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('retries a missing answer after retryMs until the permissions object arrives', async () => {
    const load = jest
      .fn()
      .mockImplementationOnce(offline)
      .mockResolvedValueOnce({})
      .mockResolvedValueOnce(permissions);
    const result = loadSessionPermissions(7, { retryMs: 1000, load });
    await jest.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith(7, expect.anything());
    await jest.advanceTimersByTimeAsync(999);
    expect(load).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(2); // an answer without the lists is missing too
    await jest.advanceTimersByTimeAsync(1000);
    await expect(result).resolves.toBe(permissions);
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('stops on a 401 (the session is over) and on abort', async () => {
    const unauthorized = new ApiRequestError(401, 'unauthorized', 'x');
    await expect(
      loadSessionPermissions(7, { retryMs: 1000, load: () => Promise.reject(unauthorized) }),
    ).rejects.toBe(unauthorized);
    const controller = new AbortController();
    const load = jest.fn(offline);
    const waiting = loadSessionPermissions(7, { retryMs: 1000, load, signal: controller.signal });
    const settled = expect(waiting).rejects.toBeTruthy();
    await jest.advanceTimersByTimeAsync(0);
    controller.abort();
    await settled;
    await jest.advanceTimersByTimeAsync(5000);
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('the shell loads the permissions into the session', () => {
  beforeEach(async () => {
    await resetShell();
    api = fakeApi();
    loadRemoteMock.mockReset();
    loadRemoteMock.mockRejectedValue(new Error('remote down'));
    registerShellRemotes({ agentDesk: 'http://localhost:3001/mf-manifest.json' });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
    api.restore();
  });

  it('takes the call started at start-up as its first attempt (ADR 0029)', async () => {
    act(() => sessionStore.getState().login(user, true)); // the stored session of a reload
    api.answer(PERMISSIONS, permissions);
    startPermissionsEarly();
    expect(loads()).toHaveLength(1);
    renderShell('/');
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(loads()).toHaveLength(1);
    expect(sessionStore.getState().permissions).toEqual(permissions);
  });

  it('asks again at once when the call started at start-up failed', async () => {
    act(() => sessionStore.getState().login(user, true));
    api.answer(PERMISSIONS, offlineOnceThen(permissions));
    startPermissionsEarly();
    renderShell('/');
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(loads()).toHaveLength(2);
    expect(sessionStore.getState().permissions).toEqual(permissions);
  });

  it('on a reload with a stored session, retrying after 1.5 s on the agent screen', async () => {
    act(() => sessionStore.getState().login(user, true)); // the stored session of a reload
    api.answer(PERMISSIONS, offlineOnceThen(permissions));
    renderShell('/');
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(loads().map((call) => call.query)).toEqual([{ user_id: String(user.user_Id) }]);
    expect(screen.getByText('Loading your permissions…')).toBeTruthy();
    expect(loadRemoteMock).not.toHaveBeenCalled();
    await act(() => jest.advanceTimersByTimeAsync(1499));
    expect(loads()).toHaveLength(1);
    await act(() => jest.advanceTimersByTimeAsync(1));
    expect(loads()).toHaveLength(2);
    expect(sessionStore.getState().permissions).toEqual(permissions);
    expect(loadRemoteMock).toHaveBeenCalledWith('agentDesk/Routes');
  });

  it('waits for a forced password change (the server refuses the call before it), then loads', async () => {
    act(() => sessionStore.getState().login(makeUser({ pass_Expired: true }), true));
    api.answer(PERMISSIONS, permissions);
    renderShell('/');
    await act(() => jest.advanceTimersByTimeAsync(3000));
    expect(loads()).toHaveLength(0);
    act(() => sessionStore.getState().updateUser({ pass_Expired: false }));
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(loads()).toHaveLength(1);
  });

  it('retries after 1 s elsewhere, and refreshes on customer change', async () => {
    const manager = makeUser({
      user_Function: [{ functionality_Name: 'Painel', functionality_Level: 3 }],
    });
    act(() => sessionStore.getState().login(manager, true));
    api.answer(PERMISSIONS, offlineOnceThen(permissionsOf(manager)));
    renderShell('/painel/cliente');
    // The manager layout loads lazily; the first attempt starts once it is there.
    await waitFor(() => expect(loads()).toHaveLength(1));
    await act(() => jest.advanceTimersByTimeAsync(1000));
    expect(loads()).toHaveLength(2);
    expect(sessionStore.getState().permissions?.user_Function).toEqual(manager.user_Function);
    act(() => sessionStore.getState().setCustomer(2));
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(loads()).toHaveLength(3);
  });
});
