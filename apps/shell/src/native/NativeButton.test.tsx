import { fireEvent, render, screen } from '@testing-library/react';
import { STATIC_THEME_TOKENS } from '@atende/ui/tokens';
import { NATIVE_CSS } from './nativeStyles';
import { NativeButton } from './NativeButton';

describe('NativeButton', () => {
  it('is a real button that clicks, by pointer and by keyboard (Enter and Space are the browser’s)', () => {
    const onClick = jest.fn();
    render(<NativeButton onClick={onClick}>Join</NativeButton>);
    const button = screen.getByRole('button', { name: 'Join' });
    expect(button.tagName).toBe('BUTTON');
    expect(button.getAttribute('type')).toBe('button');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('while loading shows a spinner, says it is busy and ignores clicks, but stays focusable', () => {
    const onClick = jest.fn();
    render(
      <NativeButton loading size="large" onClick={onClick}>
        Join
      </NativeButton>,
    );
    const button = screen.getByRole('button', { name: 'Join' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.className).toContain('atn-btn-lg');
    expect(button.querySelector('.atn-spin')?.getAttribute('aria-hidden')).toBe('true');
    expect((button as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('disabled is the native disabled state', () => {
    render(<NativeButton disabled>Join</NativeButton>);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Join' }).disabled).toBe(true);
  });

  it('adds its style sheet once, drawn from the theme’s tokens (primary, hover, focus ring)', () => {
    render(
      <>
        <NativeButton>One</NativeButton>
        <NativeButton>Two</NativeButton>
      </>,
    );
    expect(document.querySelectorAll('#atende-native-controls')).toHaveLength(1);
    expect(NATIVE_CSS).toContain(`background:${STATIC_THEME_TOKENS.colorPrimary}`);
    expect(NATIVE_CSS).toContain(`:hover{background:${STATIC_THEME_TOKENS.colorPrimaryHover}}`);
    expect(NATIVE_CSS).toContain(
      `.atn-btn:focus-visible{outline:3px solid ${STATIC_THEME_TOKENS.colorPrimaryBorder}`,
    );
  });
});
