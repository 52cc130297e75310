import { sessionStore } from '@atende/api-client';
import { fakeApi, type FakeApi } from '@atende/api-client/testing';
import { screen } from '@testing-library/react';
import { makeUser } from '../testing/fixtures';
import { renderShell, resetShell } from '../testing/renderShell';

// The agent layout's code cannot be fetched (a chunk lost on the network, a deploy that removed it).
jest.mock('../layout/AgentLayout', () => {
  throw new Error('ChunkLoadError: Loading chunk 1234 failed.');
});

let api: FakeApi;

beforeEach(async () => {
  await resetShell();
  api = fakeApi({ 'GET User_Data_Perm': null });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  api.restore();
  jest.restoreAllMocks();
});

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
