import { atendeTheme } from '@atende/ui';
import { fireEvent, render, screen } from '@testing-library/react';
import theme from 'antd/es/theme';
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

/** The font an element is drawn in: the nearest inline `font-family` (jsdom computes no inheritance). */
function fontOf(element: HTMLElement | null): string {
  for (let at = element; at; at = at.parentElement)
    if (at.style.fontFamily) return at.style.fontFamily;
  return 'the browser default';
}

describe('HomeApp (home before the router)', () => {
  it("draws the title, the tagline and the version footer in the theme's font", async () => {
    render(<HomeApp onEnter={jest.fn()} onLoginStart={jest.fn()} />);
    const title = await screen.findByRole('heading', { name: 'Atende' });
    const footer = screen.getByRole('contentinfo');
    // The theme's font as the browser writes it back (quotes normalised).
    const probe = document.createElement('div');
    probe.style.fontFamily = theme.getDesignToken(atendeTheme).fontFamily;
    const expected = probe.style.fontFamily;
    expect(expected).toMatch(/sans-serif/);
    expect(fontOf(title)).toBe(expected);
    expect(fontOf(title.nextElementSibling as HTMLElement)).toBe(expected);
    expect(fontOf(footer)).toBe(expected);
  });

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
