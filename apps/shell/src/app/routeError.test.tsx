import { getPermissions, sessionStore } from '@atende/api-client';
import { screen } from '@testing-library/react';
import { makeUser } from '../testing/fixtures';
import { renderShell, resetShell } from '../testing/renderShell';

// The agent layout's code cannot be fetched (a chunk lost on the network, a deploy that removed it).
jest.mock('../layout/AgentLayout', () => {
  throw new Error('ChunkLoadError: Loading chunk 1234 failed.');
});

jest.mock('@atende/api-client', () => ({
  ...jest.requireActual('@atende/api-client'),
  getPermissions: jest.fn(),
}));

beforeEach(async () => {
  await resetShell();
  (getPermissions as jest.Mock).mockResolvedValue(null);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => jest.restoreAllMocks());

describe('a page whose code cannot be loaded', () => {
  it('shows the translated panel with Reload instead of the router’s developer screen', async () => {
    sessionStore.getState().login(makeUser(), true);
    renderShell('/');
    expect(
      await screen.findByRole('heading', { name: 'This page could not be shown' }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
    expect(screen.queryByText(/Unexpected Application Error/)).toBeNull();
    expect(console.error).toHaveBeenCalledWith('A page could not be shown.', expect.any(Error));
  });
});
