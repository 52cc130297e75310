import { sessionStore, userValidate } from '@atende/api-client';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { HarnessLoginProps } from './HarnessLogin';

/**
 * The view of `HarnessLogin`: the login of a remote's standalone harness (DESIGN §2: each remote runs on its own for its team).
 * The real login lives in the shell; this one only gets a token from `User_Validate` and stores it in
 * the session, with the shell's own texts (MyLogin).
 */
export default function HarnessLoginView({ title }: HarnessLoginProps) {
  const { t } = useTranslation('common');
  const [error, setError] = useState(false);
  const [busy, setBusy] = useState(false);
  const submit = async (values: { login: string; password: string }) => {
    setBusy(true);
    setError(false);
    try {
      const user = await userValidate(values.login, values.password);
      if (user) sessionStore.getState().login(user, false);
      else setError(true);
    } catch {
      setError(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card title={title} style={{ maxWidth: 360, margin: '48px auto' }}>
      <Form layout="vertical" onFinish={(values) => void submit(values)}>
        <Form.Item name="login" label={t('MyLogin.user')} rules={[{ required: true }]}>
          <Input autoComplete="username" />
        </Form.Item>
        <Form.Item name="password" label={t('MyLogin.password')} rules={[{ required: true }]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        {error && (
          <Typography.Text type="danger">{t('MyLogin.incorrectCredentials')}</Typography.Text>
        )}
        <Button type="primary" htmlType="submit" loading={busy} block>
          {t('MyLogin.login')}
        </Button>
      </Form>
    </Card>
  );
}
