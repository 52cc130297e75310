import type { ButtonHTMLAttributes, MouseEvent, Ref } from 'react';
import { useNativeStyles } from './nativeStyles';

/** Props of `NativeButton`: a button element's, plus antd's `loading` and `size`. */
export interface NativeButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Shows a spinner before the text and ignores clicks, like antd's `loading` (stays focusable). */
  loading?: boolean;
  /** `large` is antd's `size="large"` (40 px high); default is antd's default size (32 px). */
  size?: 'large' | 'middle';
  ref?: Ref<HTMLButtonElement>;
}

/**
 * A primary button drawn like antd's (`type="primary"`) from the theme's static tokens, for the pages
 * shown before antd has loaded (home before the login dialog, the page error): same colours, sizes,
 * hover, pressed and disabled states and the same focus ring (ADR 0016, 0029).
 */
export function NativeButton({
  loading = false,
  size = 'middle',
  className,
  onClick,
  children,
  type = 'button',
  ...rest
}: NativeButtonProps) {
  useNativeStyles();
  const classes = ['atn-btn', size === 'large' ? 'atn-btn-lg' : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  const click = (event: MouseEvent<HTMLButtonElement>) => {
    if (!loading) onClick?.(event);
  };
  return (
    <button
      {...rest}
      type={type}
      className={classes}
      aria-busy={loading || undefined}
      onClick={click}
    >
      {loading ? <span className="atn-spin" aria-hidden="true" /> : null}
      <span>{children}</span>
    </button>
  );
}
