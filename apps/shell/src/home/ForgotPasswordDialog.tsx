import Alert from 'antd/es/alert';
import Form from 'antd/es/form';
import Input, { type InputRef } from 'antd/es/input';
import Modal from 'antd/es/modal';
import Typography from 'antd/es/typography';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Props of `ForgotPasswordDialog`. */
export interface ForgotPasswordDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * Forgot-password dialog (seed 000 §2.3: e-mail, Send, Cancel; "it does nothing yet"). No call exists
 * to send a reset mail, so it says so honestly: it checks the address, then tells the user to ask
 * their administrator.
 */
export function ForgotPasswordDialog({ open, onClose }: ForgotPasswordDialogProps) {
  const { t } = useTranslation('shell');
  const [form] = Form.useForm<{ email: string }>();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const emailInput = useRef<InputRef>(null);

  const close = () => {
    form.resetFields();
    setSentTo(null);
    onClose();
  };

  return (
    <Modal
      open={open}
      title={t('ForgotPassword.title')}
      okText={t('ForgotPassword.send')}
      cancelText={t('ForgotPassword.cancel')}
      onOk={() => form.submit()}
      onCancel={close}
      okButtonProps={{ disabled: sentTo !== null }}
      forceRender
      // Once open (its focus trap has focused the dialog), the e-mail field takes the focus.
      afterOpenChange={(visible) => {
        if (visible) emailInput.current?.focus();
      }}
    >
      <Typography.Paragraph>{t('forgotPassword.intro')}</Typography.Paragraph>
      <Form
        form={form}
        name="forgotPassword"
        layout="vertical"
        onFinish={({ email }) => setSentTo(email.trim())}
      >
        <Form.Item
          name="email"
          label={t('ForgotPassword.email')}
          rules={[
            { required: true, message: t('rules.required') },
            { type: 'email', message: t('rules.email') },
          ]}
        >
          <Input ref={emailInput} type="email" autoComplete="email" />
        </Form.Item>
      </Form>
      {sentTo !== null ? (
        <Alert
          type="info"
          showIcon
          role="status"
          message={t('forgotPassword.notAvailable', { email: sentTo })}
        />
      ) : null}
    </Modal>
  );
}
