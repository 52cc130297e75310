import { changePassword, isApiRequestError, sessionStore, useSession } from '@atende/api-client';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordProblems } from '@atende/contract';
import { apiErrorKey } from '@atende/locale';
import Alert from 'antd/es/alert';
import App from 'antd/es/app';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Props of `ChangePasswordDialog`. */
export interface ChangePasswordDialogProps {
  open: boolean;
  /** Opened because `pass_Expired` is set: cannot be dismissed until the password is changed. */
  forced: boolean;
  /** After the password was changed. */
  onDone: () => void;
  /** Cancel (not offered when forced). */
  onCancel?: () => void;
}

interface Values {
  oldPassword: string;
  newPassword: string;
  repeatPassword: string;
}

/**
 * Change-password dialog (seed 000 §2.4, §5): old, new and repeat. The new password's missing kinds
 * are listed as the user types; `PUT User_Data_Perm` sends the old one too and the server checks it
 * (DESIGN §4: never compared with a stored copy; 400 `wrong_password` shows under the old password).
 * The change ends every earlier token: `changePassword` stores the new one the server answers.
 */
export function ChangePasswordDialog({
  open,
  forced,
  onDone,
  onCancel,
}: ChangePasswordDialogProps) {
  const { t } = useTranslation('shell');
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const user = useSession((state) => state.user);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    let values: Values;
    try {
      values = await form.validateFields();
    } catch {
      return; // the fields show their errors
    }
    if (!user) return;
    setBusy(true);
    try {
      await changePassword(user, values.oldPassword, values.newPassword);
      sessionStore.getState().updateUser({ pass_Expired: false });
      form.resetFields();
      message.success(t('password.changed'), 3);
      onDone();
    } catch (error) {
      if (isApiRequestError(error, 'wrong_password')) {
        form.setFields([{ name: 'oldPassword', errors: [t('Password.oldPasswordWrong')] }]);
        return;
      }
      // Seed 000 §8 only logs this failure; we also tell the user, who would otherwise believe it worked.
      console.error('The password change failed.', error);
      message.error(t(isApiRequestError(error) ? apiErrorKey(error.code) : 'apiErrors.unknown'), 3);
    } finally {
      setBusy(false);
    }
  };

  const cancel = () => {
    if (forced) return;
    form.resetFields();
    onCancel?.();
  };

  return (
    <Modal
      open={open}
      title={t('Password.title')}
      onOk={() => void submit()}
      onCancel={cancel}
      okText={t('actions.save')}
      cancelText={t('actions.cancel')}
      confirmLoading={busy}
      closable={!forced}
      maskClosable={false}
      keyboard={!forced}
      cancelButtonProps={{ style: forced ? { display: 'none' } : undefined }}
      forceRender
    >
      {forced ? (
        <Alert
          type="warning"
          showIcon
          message={t('Password.expired')}
          style={{ marginBottom: 16 }}
        />
      ) : null}
      <Form form={form} name="changePassword" layout="vertical" onFinish={() => void submit()}>
        <Form.Item
          name="oldPassword"
          label={t('Password.oldPassword')}
          rules={[{ required: true, message: t('rules.required') }]}
        >
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item
          name="newPassword"
          label={t('Password.newPassword')}
          rules={[
            { required: true, message: t('rules.required') },
            {
              validator: (_rule, value: string | undefined) =>
                value && passwordProblems(value).tooShort
                  ? Promise.reject(
                      new Error(t('Password.minCharacters', { count: PASSWORD_MIN_LENGTH })),
                    )
                  : Promise.resolve(),
            },
            {
              validator: (_rule, value: string | undefined) => {
                const missing = value ? passwordProblems(value).missing : [];
                if (missing.length === 0) return Promise.resolve();
                const kinds = missing.map((kind) => t(`Password.kinds.${kind}`)).join(', ');
                return Promise.reject(new Error(t('Password.missingKinds', { kinds })));
              },
            },
          ]}
        >
          <Input.Password autoComplete="new-password" maxLength={PASSWORD_MAX_LENGTH} />
        </Form.Item>
        <Form.Item
          name="repeatPassword"
          label={t('Password.repeatPassword')}
          dependencies={['newPassword']}
          rules={[
            { required: true, message: t('rules.required') },
            ({ getFieldValue }) => ({
              validator: (_rule, value: string | undefined) =>
                !value || value === getFieldValue('newPassword')
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('Password.differentPasswords'))),
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" maxLength={PASSWORD_MAX_LENGTH} />
        </Form.Item>
        <button type="submit" hidden aria-hidden />
      </Form>
    </Modal>
  );
}
