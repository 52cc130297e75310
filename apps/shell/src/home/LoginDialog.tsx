import { isApiRequestError, userValidate } from '@atende/api-client';
import type { LoggedInUser } from '@atende/contract';
import { apiErrorKey } from '@atende/locale';
import { EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Checkbox from 'antd/es/checkbox';
import Flex from 'antd/es/flex';
import Input, { type InputRef } from 'antd/es/input';
import Modal from 'antd/es/modal';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorIdOf, LoginField } from './LoginField';

/** Seed 000 §9: snackbars last 3 seconds (antd's message duration is in seconds). */
const SNACKBAR_SECONDS = 3;

/** Props of `LoginDialog`. */
export interface LoginDialogProps {
  open: boolean;
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
 * `too_many_attempts` text; each in a 3 s message. An empty field is also marked under itself. A
 * native form (Enter submits, the browser's password manager fills it) with antd's inputs: the first
 * page does not load antd's form engine (ADR 0016).
 */
export function LoginDialog({ open, onCancel, onLoggedIn, onForgotPassword }: LoginDialogProps) {
  const { t } = useTranslation('shell');
  const { message } = App.useApp();
  const [login, setLogin] = useState('');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(true);
  const [missing, setMissing] = useState<Missing>(NOTHING_MISSING);
  const [busy, setBusy] = useState(false);
  const userInput = useRef<InputRef>(null);

  const showError = (key: string) => void message.error(t(key), SNACKBAR_SECONDS);

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
    <Modal
      open={open}
      title={t('MyLogin.title')}
      onCancel={onCancel}
      footer={null}
      forceRender
      // The dialog focuses itself once open (its focus trap): then hand the focus to the user field.
      afterOpenChange={(visible) => {
        if (visible) userInput.current?.focus();
      }}
    >
      <form name="login" noValidate onSubmit={(event) => void submit(event)}>
        <LoginField
          inputId={USER_INPUT_ID}
          label={t('MyLogin.user')}
          error={missing.login ? required : null}
        >
          <Input
            id={USER_INPUT_ID}
            name="login"
            value={login}
            onChange={(event) => {
              setLogin(event.target.value);
              if (missing.login) setMissing({ ...missing, login: false });
            }}
            status={missing.login ? 'error' : undefined}
            aria-invalid={missing.login || undefined}
            aria-describedby={missing.login ? errorIdOf(USER_INPUT_ID) : undefined}
            autoComplete="username"
            ref={userInput}
          />
        </LoginField>
        <LoginField
          inputId={PASSWORD_INPUT_ID}
          label={t('MyLogin.password')}
          error={missing.password ? required : null}
        >
          <Input.Password
            id={PASSWORD_INPUT_ID}
            name="password"
            value={password}
            onChange={(event) => {
              setPassword(event.target.value);
              if (missing.password) setMissing({ ...missing, password: false });
            }}
            status={missing.password ? 'error' : undefined}
            aria-invalid={missing.password || undefined}
            aria-describedby={missing.password ? errorIdOf(PASSWORD_INPUT_ID) : undefined}
            autoComplete="current-password"
            iconRender={(visible) =>
              visible ? (
                <EyeOutlined aria-label={t('MyLogin.hidePassword')} />
              ) : (
                <EyeInvisibleOutlined aria-label={t('MyLogin.showPassword')} />
              )
            }
          />
        </LoginField>
        <Flex justify="space-between" align="center" style={{ marginBottom: 16 }}>
          <Checkbox checked={rememberMe} onChange={(event) => setRememberMe(event.target.checked)}>
            {t('MyLogin.rememberMe')}
          </Checkbox>
          <Button type="link" onClick={onForgotPassword} style={{ paddingInline: 0 }}>
            {t('MyLogin.forgotPassword')}
          </Button>
        </Flex>
        <Button type="primary" htmlType="submit" block loading={busy}>
          {t('MyLogin.login')}
        </Button>
      </form>
    </Modal>
  );
}
