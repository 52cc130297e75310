import { STATIC_THEME_TOKENS as T } from '@atende/ui/tokens';
import type { ReactNode } from 'react';

/** Props of `LoginField`. */
export interface LoginFieldProps {
  /** The id of the input inside (the label points at it). */
  inputId: string;
  label: string;
  /** The field's error text, shown under it and read with it; null when the value is fine. */
  error: string | null;
  /** The input, rendered with `aria-describedby={errorIdOf(inputId)}` when there is an error. */
  children: ReactNode;
}

/** The id of a login field's error text (for the input's `aria-describedby`). */
export function errorIdOf(inputId: string): string {
  return `${inputId}-error`;
}

/**
 * One labelled field of the login form, spaced and coloured like antd's vertical form items from the
 * theme's static tokens: the login dialog needs two fields, not antd (ADR 0016, 0029).
 */
export function LoginField({ inputId, label, error, children }: LoginFieldProps) {
  return (
    <div style={{ marginBottom: T.marginLG, textAlign: 'start' }}>
      <label
        htmlFor={inputId}
        style={{ display: 'block', paddingBottom: T.paddingXS, color: T.colorText }}
      >
        {label}
      </label>
      {children}
      {error ? (
        <div id={errorIdOf(inputId)} style={{ color: T.colorError }}>
          {error}
        </div>
      ) : null}
    </div>
  );
}
