import { updateClientName } from '@atende/api-client';
import type { Attendance } from '@atende/contract';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import type { InputRef } from 'antd';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CLIENT_NAME_MAX_LENGTH, cleanClientName, clientNameProblem } from './clientName';

/** Props of `EditClientForm`. */
export interface EditClientFormProps {
  attendance: Attendance;
  customerId: number;
  busy: boolean;
  onBusyChange: (busy: boolean) => void;
  onSaved: (newName: string) => void;
  onCancel: () => void;
}

interface Values {
  name: string;
}

/**
 * The edit-name dialog's body (seed 000 §2.4 "name editable, phone read-only", §7 rename client):
 * Enter in the name field or Save sends `GET /User_Att_Details/Client_Update`. Mounted per opening.
 */
export function EditClientForm({
  attendance,
  customerId,
  busy,
  onBusyChange,
  onSaved,
  onCancel,
}: EditClientFormProps) {
  const { t } = useTranslation('agentDesk');
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const inFlight = useRef(false);
  const nameRef = useRef<InputRef>(null);
  const formName = `editClient${useId().replace(/[^A-Za-z0-9]/g, '')}`;

  // Dialogs focus their first field; the dialog's portal joins the page after this mounts.
  useEffect(() => {
    const timer = setTimeout(() => nameRef.current?.focus({ cursor: 'all' }), 0);
    return () => clearTimeout(timer);
  }, []);

  const save = async ({ name }: Values) => {
    if (inFlight.current) return;
    const clientName = cleanClientName(name);
    inFlight.current = true;
    onBusyChange(true);
    try {
      await updateClientName({
        customerId,
        clientIdentify: attendance.client_Identify,
        clientName,
        clientId: attendance.client_Id,
      });
      message.success(t('snackTextSuccess'), 3);
      onSaved(clientName);
    } catch {
      message.error(t('snackTextError'), 3);
    } finally {
      inFlight.current = false;
      onBusyChange(false);
    }
  };

  return (
    <Form<Values>
      form={form}
      name={formName}
      layout="vertical"
      initialValues={{ name: attendance.client_Name }}
      onFinish={(values) => void save(values)}
    >
      <Form.Item
        name="name"
        label={t('client.name')}
        rules={[
          {
            validator: (_rule, value: string | undefined) => {
              const problem = clientNameProblem(value);
              return problem
                ? Promise.reject(
                    new Error(t(`client.${problem}`, { count: CLIENT_NAME_MAX_LENGTH })),
                  )
                : Promise.resolve();
            },
          },
        ]}
      >
        <Input
          ref={nameRef}
          maxLength={CLIENT_NAME_MAX_LENGTH}
          autoComplete="off"
          placeholder={t('client.namePlaceholder')}
          onPressEnter={(event) => {
            event.preventDefault();
            form.submit();
          }}
        />
      </Form.Item>
      <Form.Item label={t('client.phone')} htmlFor={`${formName}_phone`}>
        <Input id={`${formName}_phone`} value={attendance.client_Identify} readOnly />
      </Form.Item>
      <Flex justify="end" gap="small">
        <Button onClick={onCancel} disabled={busy}>
          {t('actions.cancel')}
        </Button>
        <Button type="primary" htmlType="submit" loading={busy}>
          {t('actions.save')}
        </Button>
      </Flex>
    </Form>
  );
}
