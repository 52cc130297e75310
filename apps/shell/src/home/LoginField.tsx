import theme from 'antd/es/theme';
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
 * One labelled field of the login form, spaced and coloured like antd's vertical form items: the
 * login page needs two fields, not antd's form engine and its grid (ADR 0016).
 */
export function LoginField({ inputId, label, error, children }: LoginFieldProps) {
  const { token } = theme.useToken();
  return (
    <div style={{ marginBottom: token.marginLG, textAlign: 'start' }}>
      <label
        htmlFor={inputId}
        style={{ display: 'block', paddingBottom: token.paddingXS, color: token.colorText }}
      >
        {label}
      </label>
      {children}
      {error ? (
        <div id={errorIdOf(inputId)} style={{ color: token.colorError }}>
          {error}
        </div>
      ) : null}
    </div>
  );
}
