import { isApiRequestError, userValidate, type LoggedInUser } from '@atende/api-client';
import { apiErrorKey } from '@atende/locale';
import { EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Checkbox from 'antd/es/checkbox';
import Flex from 'antd/es/flex';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

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

interface Values {
  login?: string;
  password?: string;
  rememberMe: boolean;
}

/**
 * Login dialog (seed 000 §2.3, §5, §8): user, password with show/hide, remember-me (on by default) and
 * Login with a loading state. Empty fields or a network error → `MyLogin.errorInLogin`; an answer
 * without user data → `MyLogin.incorrectCredentials`; a throttled login (429) → the
 * `too_many_attempts` text; each in a 3 s message.
 */
export function LoginDialog({ open, onCancel, onLoggedIn, onForgotPassword }: LoginDialogProps) {
  const { t } = useTranslation('shell');
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);

  const showError = (key: string) => void message.error(t(key), SNACKBAR_SECONDS);

  const login = async (values: Values) => {
    const userLogin = values.login?.trim() ?? '';
    const password = values.password ?? '';
    if (!userLogin || !password) {
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
      form.resetFields(['password']);
      onLoggedIn(user, values.rememberMe);
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

  return (
    <Modal open={open} title={t('MyLogin.title')} onCancel={onCancel} footer={null} forceRender>
      <Form<Values>
        form={form}
        name="login"
        layout="vertical"
        initialValues={{ rememberMe: true }}
        onFinish={(values) => void login(values)}
        onFinishFailed={() => showError('MyLogin.errorInLogin')}
        requiredMark={false}
      >
        <Form.Item
          name="login"
          label={t('MyLogin.user')}
          rules={[{ required: true, whitespace: true, message: t('rules.required') }]}
        >
          <Input autoComplete="username" autoFocus />
        </Form.Item>
        <Form.Item
          name="password"
          label={t('MyLogin.password')}
          rules={[{ required: true, message: t('rules.required') }]}
        >
          <Input.Password
            autoComplete="current-password"
            iconRender={(visible) =>
              visible ? (
                <EyeOutlined aria-label={t('MyLogin.hidePassword')} />
              ) : (
                <EyeInvisibleOutlined aria-label={t('MyLogin.showPassword')} />
              )
            }
          />
        </Form.Item>
        <Flex justify="space-between" align="center" style={{ marginBottom: 16 }}>
          <Form.Item name="rememberMe" valuePropName="checked" noStyle>
            <Checkbox>{t('MyLogin.rememberMe')}</Checkbox>
          </Form.Item>
          <Button type="link" onClick={onForgotPassword} style={{ paddingInline: 0 }}>
            {t('MyLogin.forgotPassword')}
          </Button>
        </Flex>
        <Button type="primary" htmlType="submit" block loading={busy}>
          {t('MyLogin.login')}
        </Button>
      </Form>
    </Modal>
  );
}
