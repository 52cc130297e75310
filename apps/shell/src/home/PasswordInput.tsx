import { useState, type InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';

/** Props of `PasswordInput`: an input's, without its type (the eye toggle sets it). */
export type PasswordInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>;

/** An open or struck-through eye, in the current text colour. */
function EyeIcon({ struck }: { struck: boolean }) {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path
        d="M1 8s2.6-4.5 7-4.5S15 8 15 8s-2.6 4.5-7 4.5S1 8 1 8Z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.3"
      />
      <circle cx="8" cy="8" r="2.2" fill="currentColor" />
      {struck ? <path d="M2.5 13.5 13.5 2.5" stroke="currentColor" strokeWidth="1.3" /> : null}
    </svg>
  );
}

/**
 * A password input with a show/hide toggle, drawn like antd's Input.Password on native elements (the
 * login dialog opens before antd loads). The toggle is a real button named "Show password" or "Hide
 * password" by what it will do (its name is the state: no `aria-pressed` beside it).
 */
export function PasswordInput(props: PasswordInputProps) {
  const { t } = useTranslation('shell');
  const [visible, setVisible] = useState(false);
  return (
    <span className="atn-affix">
      <input {...props} type={visible ? 'text' : 'password'} />
      <button
        type="button"
        className="atn-icon-btn"
        aria-label={t(visible ? 'MyLogin.hidePassword' : 'MyLogin.showPassword')}
        onClick={() => setVisible(!visible)}
      >
        <EyeIcon struck={!visible} />
      </button>
    </span>
  );
}
