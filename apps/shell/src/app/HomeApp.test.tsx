import { atendeTheme } from '@atende/ui';
import { fireEvent, render, screen } from '@testing-library/react';
import theme from 'antd/es/theme';
import { findDialog, resetShell } from '../testing/renderShell';
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

  it('draws no antd before the login dialog: native Join and language selector, no antd styles', async () => {
    render(<HomeApp onEnter={jest.fn()} onLoginStart={jest.fn()} />);
    const join = await screen.findByRole('button', { name: 'Join' });
    expect(join.tagName).toBe('BUTTON');
    expect(screen.getByRole('radiogroup', { name: 'Language' })).toBeTruthy();
    expect(screen.getAllByRole('radio')).toHaveLength(3);
    // antd's components carry `ant-` classes and its CSS-in-JS writes hashed style elements.
    expect(document.body.querySelector('[class*="ant-"]')).toBeNull();
    expect(document.head.querySelector('style[data-css-hash], style[data-rc-order]')).toBeNull();
    expect(document.getElementById('atende-native-controls')).not.toBeNull();
    // Nor with the login dialog open.
    fireEvent.click(join);
    expect(await findDialog('Log in')).toBeTruthy();
    expect(document.body.querySelector('[class*="ant-"]')).toBeNull();
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
