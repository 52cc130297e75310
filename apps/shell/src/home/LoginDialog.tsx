import { isApiRequestError, userValidate } from '@atende/api-client';
import type { LoggedInUser } from '@atende/contract';
import { apiErrorKey } from '@atende/locale';
import { STATIC_THEME_TOKENS as T } from '@atende/ui/tokens';
import { useRef, useState, type FormEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { NativeButton } from '../native/NativeButton';
import { NativeDialog } from '../native/NativeDialog';
import { NativeToast, useToast } from '../native/NativeToast';
import { errorIdOf, LoginField } from './LoginField';
import { PasswordInput } from './PasswordInput';

/** Seed 000 §9: snackbars last 3 seconds. */
const SNACKBAR_MS = 3000;

/** Props of `LoginDialog`. */
export interface LoginDialogProps {
  /** Where the focus goes when it closes (home's Join). */
  returnFocus?: RefObject<HTMLElement | null>;
  onCancel: () => void;
  /** A `User_Validate` answer with user data, and the remember-me choice. */
  onLoggedIn: (user: LoggedInUser, rememberMe: boolean) => void;
  onForgotPassword: () => void;
}

const USER_INPUT_ID = 'login-user';
const PASSWORD_INPUT_ID = 'login-password';

/** Which required fields are empty since the last attempt. */
interface Missing {
  login: boolean;
  password: boolean;
}

const NOTHING_MISSING: Missing = { login: false, password: false };

/**
 * Login dialog (seed 000 §2.3, §5, §8): user, password with show/hide, remember-me (on by default) and
 * Login with a loading state. Empty fields or a network error → `MyLogin.errorInLogin`; an answer
 * without user data → `MyLogin.incorrectCredentials`; a throttled login (429) → the
 * `too_many_attempts` text; each in a 3 s message. An empty field is also marked under itself. Native
 * elements drawn like antd's from the theme's static tokens (a native form: Enter submits, the
 * browser's password manager fills it): Join opens it at once, before antd has loaded (ADR 0029).
 * Render it only while open; it takes the focus to the user field.
 */
export function LoginDialog({
  returnFocus,
  onCancel,
  onLoggedIn,
  onForgotPassword,
}: LoginDialogProps) {
  const { t } = useTranslation('shell');
  const [toast, showToast] = useToast(SNACKBAR_MS);
  const [login, setLogin] = useState('');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(true);
  const [missing, setMissing] = useState<Missing>(NOTHING_MISSING);
  const [busy, setBusy] = useState(false);
  const userInput = useRef<HTMLInputElement>(null);

  const showError = (key: string) => showToast(t(key));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const userLogin = login.trim();
    const nowMissing = { login: !userLogin, password: !password };
    setMissing(nowMissing);
    if (nowMissing.login || nowMissing.password) {
      showError('MyLogin.errorInLogin');
      return;
    }
    setBusy(true);
    try {
      const user = await userValidate(userLogin, password);
      if (!user) {
        showError('MyLogin.incorrectCredentials');
        return;
      }
      setPassword('');
      onLoggedIn(user, rememberMe);
    } catch (error) {
      console.error('Login failed.', error);
      // Throttled after repeated failures (docs/adr/0010): say so rather than "error in login".
      showError(
        isApiRequestError(error, 'too_many_attempts')
          ? apiErrorKey(error.code)
          : 'MyLogin.errorInLogin',
      );
    } finally {
      setBusy(false);
    }
  };

  const required = t('rules.required');
  return (
    <NativeDialog
      title={t('MyLogin.title')}
      closeLabel={t('actions.close')}
      onCancel={onCancel}
      initialFocus={userInput}
      returnFocus={returnFocus}
    >
      <form name="login" noValidate onSubmit={(event) => void submit(event)}>
        <LoginField
          inputId={USER_INPUT_ID}
          label={t('MyLogin.user')}
          error={missing.login ? required : null}
        >
          <input
            id={USER_INPUT_ID}
            ref={userInput}
            className="atn-input"
            name="login"
            value={login}
            onChange={(event) => {
              setLogin(event.target.value);
              if (missing.login) setMissing({ ...missing, login: false });
            }}
            aria-invalid={missing.login || undefined}
            aria-describedby={missing.login ? errorIdOf(USER_INPUT_ID) : undefined}
            autoComplete="username"
          />
        </LoginField>
        <LoginField
          inputId={PASSWORD_INPUT_ID}
          label={t('MyLogin.password')}
          error={missing.password ? required : null}
        >
          <PasswordInput
            id={PASSWORD_INPUT_ID}
            name="password"
            value={password}
            onChange={(event) => {
              setPassword(event.target.value);
              if (missing.password) setMissing({ ...missing, password: false });
            }}
            aria-invalid={missing.password || undefined}
            aria-describedby={missing.password ? errorIdOf(PASSWORD_INPUT_ID) : undefined}
            autoComplete="current-password"
          />
        </LoginField>
        <div
          style={{
            display: 'flex',
            justifyContent: 'space-between',
            alignItems: 'center',
            marginBottom: T.margin,
          }}
        >
          <label className="atn-check">
            <input
              type="checkbox"
              checked={rememberMe}
              onChange={(event) => setRememberMe(event.target.checked)}
            />
            <span>{t('MyLogin.rememberMe')}</span>
          </label>
          <button type="button" className="atn-link" onClick={onForgotPassword}>
            {t('MyLogin.forgotPassword')}
          </button>
        </div>
        <NativeButton type="submit" className="atn-btn-block" loading={busy}>
          {t('MyLogin.login')}
        </NativeButton>
      </form>
      <NativeToast message={toast} />
    </NativeDialog>
  );
}
