import { listWaitingAttendances, sessionStore } from '@atende/api-client';
import { deferredAnswer, errorAnswer, fakeApi, type FakeApi } from '@atende/api-client/testing';
import { act, screen, waitFor } from '@testing-library/react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { registerShellRemotes } from '../federation/remotes';
import { makeUser, permissionsOf } from '../testing/fixtures';
import { renderShell, resetShell } from '../testing/renderShell';

jest.mock('@module-federation/enhanced/runtime', () => ({
  init: jest.fn(),
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(),
}));

const loadRemoteMock = loadRemote as jest.MockedFunction<typeof loadRemote>;
const PERMISSIONS = 'GET User_Data_Perm';
let api: FakeApi;

beforeEach(async () => {
  await resetShell();
  loadRemoteMock.mockReset();
  loadRemoteMock.mockRejectedValue(new Error('remote down'));
  // GET User_Data_Perm answers the logged-in user's own permissions.
  api = fakeApi({ [PERMISSIONS]: () => permissionsOf(sessionStore.getState().user!) });
  registerShellRemotes({
    agentDesk: 'http://localhost:3001/mf-manifest.json',
    adminConsole: 'http://localhost:3002/mf-manifest.json',
    flowDesigner: 'http://localhost:3003/mf-manifest.json',
    reports: 'http://localhost:3004/mf-manifest.json',
  });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  api.restore();
  jest.restoreAllMocks();
});

describe('route guard', () => {
  it.each(['/', '/painel/cliente', '/fluxo', '/reports/update'])(
    'sends a visitor without login from %s to home',
    async (path) => {
      const { router } = renderShell(path);
      await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
      expect(await screen.findByRole('button', { name: 'Join' })).toBeTruthy();
      expect(document.title).toBe('HOME | Atende');
      expect(loadRemoteMock).not.toHaveBeenCalled(); // no remote is fetched for a route not shown
    },
  );

  it('lets a logged-in user in and loads only the remote of the visited route', async () => {
    sessionStore.getState().login(makeUser(), true);
    const { router } = renderShell('/');
    expect(await screen.findByText('Service is not available right now')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(document.title).toBe('ATENDIMENTO | Atende');
    expect(loadRemoteMock.mock.calls.map(([id]) => id)).toEqual([
      'agentDesk/Routes',
      'agentDesk/Routes',
    ]);
    expect(screen.getByText('Hello, Alice Agent')).toBeTruthy();
  });

  it('sends a logged-in visitor of home to their landing page', async () => {
    sessionStore.getState().login(makeUser(), true);
    const { router } = renderShell('/home');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});

describe('titles and error404', () => {
  it('redirects an unknown path to /error404, public, with its title', async () => {
    const { router } = renderShell('/no/such/page');
    await waitFor(() => expect(router.state.location.pathname).toBe('/error404'));
    expect(screen.getByText('Error 404')).toBeTruthy();
    expect(document.title).toBe('ERROR404 | Atende');
  });

  it('titles manager screens by their spec name and shows it in the manager top bar', async () => {
    const manager = makeUser({
      function_Id: 3,
      user_Function: [
        { functionality_Name: 'Painel', functionality_Level: 3 },
        { functionality_Name: 'Campaign', functionality_Level: 3 },
      ],
    });
    sessionStore.getState().login(manager, true);
    renderShell('/painel/list-campaign');
    await waitFor(() => expect(document.title).toBe('LISTCAMPAIGN | Atende'));
    expect(screen.getByRole('heading', { name: 'Campaigns' })).toBeTruthy();
    expect(await screen.findByText('Admin panel is not available right now')).toBeTruthy();
  });
});

describe('page guard (seed 000 §6, seed 001 §6)', () => {
  const withLevels = (levels: Record<string, number>) =>
    makeUser({
      function_Id: 3,
      user_Function: Object.entries(levels).map(([functionality_Name, functionality_Level]) => ({
        functionality_Name,
        functionality_Level,
      })),
    });

  it('sends a screen below level 2 to painelCliente', async () => {
    sessionStore.getState().login(withLevels({ Painel: 2, 'Attendence Group': 1 }), true);
    const { router } = renderShell('/painel/edit-group/4');
    await waitFor(() => expect(router.state.location.pathname).toBe('/painel/cliente'));
    await waitFor(() => expect(document.title).toBe('PAINELCLIENTE | Atende'));
  });

  it('shows a notice on the client dashboard when Painel is below 2 (it is the fallback)', async () => {
    sessionStore.getState().login(withLevels({ Painel: 1 }), true);
    renderShell('/painel/cliente');
    expect(await screen.findByText('Your access level does not open this area.')).toBeTruthy();
    expect(loadRemoteMock).not.toHaveBeenCalled();
  });

  it('shows a spinner, and fetches no remote, while the permissions are missing', async () => {
    api.answer(PERMISSIONS, deferredAnswer().answer);
    sessionStore.getState().login(withLevels({ Painel: 3, Flow: 3 }), true);
    renderShell('/fluxo');
    expect(await screen.findByText('Loading your permissions…')).toBeTruthy();
    expect(loadRemoteMock).not.toHaveBeenCalled();
  });
});

describe('forced logout', () => {
  it('logs out on a 401 and shows the network-error dialog on home', async () => {
    sessionStore.getState().login(makeUser(), true);
    api.answer('User_Att_Waitting', () => errorAnswer(401, 'unauthorized'));
    const { router } = renderShell('/');
    await screen.findByText('Service is not available right now');
    await act(async () => {
      await expect(listWaitingAttendances(1)).rejects.toMatchObject({ status: 401 });
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(
      await screen.findByText('A network error has occurred, the session has been closed'),
    ).toBeTruthy();
    expect(sessionStore.getState().user).toBeNull();
  });

  it('shows the inactivity dialog on home and forgets it after OK', async () => {
    sessionStore.getState().logout('inactivity');
    renderShell('/home');
    expect(await screen.findByText('Had been inactive for more than 30 minutes')).toBeTruthy();
    act(() => screen.getByRole('button', { name: 'OK' }).click());
    await waitFor(() => expect(sessionStore.getState().lastLogoutReason).toBeNull());
  });
});
