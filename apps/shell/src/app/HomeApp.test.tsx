import { fireEvent, render, screen } from '@testing-library/react';
import { resetShell } from '../testing/renderShell';
import { HomeApp } from './HomeApp';

// The forgot-password dialog's code cannot be fetched (a chunk lost on the network).
jest.mock('../home/ForgotPasswordDialog', () => {
  throw new Error('ChunkLoadError: Loading chunk 77 failed.');
});

beforeEach(async () => {
  await resetShell();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => jest.restoreAllMocks());

describe('HomeApp (home before the router)', () => {
  it('a dialog whose code cannot be fetched shows the translated panel with Reload', async () => {
    render(<HomeApp onEnter={jest.fn()} onLoginStart={jest.fn()} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Join' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Forgot your password?' }));
    expect(
      await screen.findByRole('heading', { name: 'This page could not be shown' }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
    expect(console.error).toHaveBeenCalledWith(
      'The home page could not be shown.',
      expect.any(Error),
    );
  });
});
