import { sessionStore } from '@atende/api-client';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { init, loadRemote } from '@module-federation/enhanced/runtime';
import { makeUser, permissionsOf } from '../testing/fixtures';
import { renderShell, renderWithProviders, resetShell } from '../testing/renderShell';
import { RemoteArea } from './RemoteArea';
import { preloadRemoteRoutes, registerShellRemotes, routesComponentOf } from './remotes';

jest.mock('@module-federation/enhanced/runtime', () => ({
  init: jest.fn(),
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(),
  satisfy: jest.requireActual('@module-federation/enhanced/runtime').satisfy,
}));

const loadRemoteMock = loadRemote as jest.MockedFunction<typeof loadRemote>;

function AgentDeskStub() {
  return <p>agent desk routes</p>;
}

beforeEach(async () => {
  await resetShell();
  loadRemoteMock.mockReset();
  registerShellRemotes({
    agentDesk: 'http://localhost:3001/mf-manifest.json',
    reports: 'http://localhost:3004/mf-manifest.json',
  });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => jest.restoreAllMocks());

/** The manifest hook the shell registers with the federation runtime (ADR 0014). */
function manifestHook(): (args: unknown) => unknown {
  const options = (init as jest.Mock).mock.calls.at(-1)?.[0] as {
    plugins: Array<{ afterLoadManifest: (args: unknown) => unknown }>;
  };
  return options.plugins[0]!.afterLoadManifest;
}

const manifest = (requiredVersion: string) => ({
  moduleInfo: { name: 'agentDesk' },
  manifestJson: {
    metaData: { buildInfo: { buildVersion: '2.0.0' } },
    shared: [{ name: '@atende/api-client', version: '2.0.0', singleton: true, requiredVersion }],
  },
});

describe('the compatibility rule', () => {
  beforeEach(() => {
    registerShellRemotes(
      { agentDesk: 'http://localhost:3001/mf-manifest.json' },
      { '@atende/api-client': '1.0.0' },
    );
  });

  it('an area built for a newer shared package falls back with its own text, without retrying', async () => {
    // The runtime reads the manifest inside loadRemote; the shell's hook refuses it there.
    loadRemoteMock.mockImplementation(async () => {
      await manifestHook()(manifest('^9.0.0'));
      return { RemoteRoutes: AgentDeskStub };
    });
    renderWithProviders(<RemoteArea remote="agentDesk" retryDelayMs={0} />);
    expect(await screen.findByText('Service needs a newer version of Atende')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
    expect(screen.queryByText('agent desk routes')).toBeNull();
    expect(loadRemoteMock).toHaveBeenCalledTimes(1);
    const logged = (console.error as jest.Mock).mock.calls.flat().map(String).join(' ');
    expect(logged).toMatch(/@atende\/api-client \^9\.0\.0 \(the shell provides 1\./);
  });

  it('a compatible manifest loads', async () => {
    loadRemoteMock.mockImplementation(async () => {
      await manifestHook()(manifest('^1.0.0'));
      return { RemoteRoutes: AgentDeskStub };
    });
    renderWithProviders(<RemoteArea remote="agentDesk" retryDelayMs={0} />);
    expect(await screen.findByText('agent desk routes')).toBeTruthy();
  });
});

describe('RemoteArea', () => {
  it('retries once, then shows the translated fallback; Retry loads the area', async () => {
    loadRemoteMock
      .mockRejectedValueOnce(new Error('down'))
      .mockRejectedValueOnce(new Error('still down'));
    renderWithProviders(<RemoteArea remote="agentDesk" retryDelayMs={0} />);
    expect(await screen.findByText('Service is not available right now')).toBeTruthy();
    expect(screen.getByText(/This area could not be loaded/)).toBeTruthy();
    expect(loadRemoteMock).toHaveBeenCalledTimes(2);

    loadRemoteMock.mockResolvedValueOnce({ RemoteRoutes: AgentDeskStub });
    fireEvent.click(screen.getByText('Try again').closest('button') as HTMLElement);
    expect(await screen.findByText('agent desk routes')).toBeTruthy();
    expect(loadRemoteMock).toHaveBeenLastCalledWith('agentDesk/Routes');
  });

  it('recovers on the automatic retry without showing the fallback', async () => {
    loadRemoteMock
      .mockRejectedValueOnce(new Error('blip'))
      .mockResolvedValueOnce({ RemoteRoutes: AgentDeskStub });
    renderWithProviders(<RemoteArea remote="agentDesk" retryDelayMs={0} />);
    expect(await screen.findByText('agent desk routes')).toBeTruthy();
    expect(screen.queryByText('Service is not available right now')).toBeNull();
  });

  it('shows the fallback at once for a remote missing from config.json', async () => {
    renderWithProviders(<RemoteArea remote="flowDesigner" retryDelayMs={0} />);
    expect(await screen.findByText('Flows is not available right now')).toBeTruthy();
    expect(loadRemoteMock).not.toHaveBeenCalled();
  });

  it('contains a remote that throws while rendering', async () => {
    function Broken(): never {
      throw new Error('bug in the remote');
    }
    loadRemoteMock.mockResolvedValueOnce({ RemoteRoutes: Broken });
    renderWithProviders(<RemoteArea remote="reports" retryDelayMs={0} />);
    expect(await screen.findByText('Reports is not available right now')).toBeTruthy();
  });

  it('keeps the shell working around a failed area and shows loaded versions in the footer', async () => {
    loadRemoteMock.mockRejectedValue(new Error('down'));
    // An agent who may also open reports; its permissions object is loaded (the page guard waits for it).
    const user = makeUser({
      user_Function: [
        { functionality_Name: 'Attendence', functionality_Level: 3 },
        { functionality_Name: 'Report', functionality_Level: 3 },
      ],
    });
    act(() => {
      sessionStore.getState().login(user, true);
      sessionStore.getState().setPermissions(permissionsOf(user));
    });
    const { router } = renderShell('/');
    expect(await screen.findByText('Service is not available right now')).toBeTruthy();
    expect(screen.getByText('Hello, Alice Agent')).toBeTruthy(); // the top bar still works
    loadRemoteMock.mockReset();
    loadRemoteMock.mockResolvedValue({ RemoteRoutes: () => <p>reports area</p> });
    await act(() => router.navigate('/reports'));
    expect(await screen.findByText('reports area')).toBeTruthy();
    await waitFor(() =>
      expect(document.querySelector('footer')?.textContent).toBe('Version dev · Reports ?'),
    );
  });
});

describe('preloadRemoteRoutes', () => {
  it('loads a configured remote once in the background; its area then renders without loading', async () => {
    loadRemoteMock.mockResolvedValue({ RemoteRoutes: AgentDeskStub });
    preloadRemoteRoutes('agentDesk');
    preloadRemoteRoutes('flowDesigner'); // not in config.json: nothing to fetch
    await waitFor(() => expect(loadRemoteMock).toHaveBeenCalledTimes(1));
    expect(loadRemoteMock).toHaveBeenCalledWith('agentDesk/Routes');
    await act(async () => undefined);
    preloadRemoteRoutes('agentDesk'); // already loaded
    renderWithProviders(<RemoteArea remote="agentDesk" retryDelayMs={0} />);
    expect(screen.getByText('agent desk routes')).toBeTruthy(); // synchronously: no spinner
    expect(loadRemoteMock).toHaveBeenCalledTimes(1);
  });

  it('fails silently; the area then loads (and retries) on its own', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    loadRemoteMock.mockRejectedValueOnce(new Error('down'));
    preloadRemoteRoutes('agentDesk');
    await waitFor(() => expect(console.warn).toHaveBeenCalled());
    loadRemoteMock.mockResolvedValueOnce({ RemoteRoutes: AgentDeskStub });
    renderWithProviders(<RemoteArea remote="agentDesk" retryDelayMs={0} />);
    expect(await screen.findByText('agent desk routes')).toBeTruthy();
    expect(loadRemoteMock).toHaveBeenCalledTimes(2);
  });
});

describe('routesComponentOf', () => {
  it('takes RemoteRoutes, or a lone component export, and nothing else', () => {
    expect(routesComponentOf({ RemoteRoutes: AgentDeskStub })).toBe(AgentDeskStub);
    expect(routesComponentOf({ AgentDeskRoutes: AgentDeskStub, version: '1.0.0' })).toBe(
      AgentDeskStub,
    );
    expect(routesComponentOf({ A: AgentDeskStub, B: AgentDeskStub })).toBeNull();
    expect(routesComponentOf(null)).toBeNull();
  });
});
