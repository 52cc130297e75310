import { isApiRequestError, transferAttendance } from '@atende/api-client';
import type { Attendance } from '@atende/contract';
import { apiErrorKey } from '@atende/locale';
import Alert from 'antd/es/alert';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Form from 'antd/es/form';
import Select from 'antd/es/select';
import Spin from 'antd/es/spin';
import Typography from 'antd/es/typography';
import type { GetRef } from 'antd';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { transferProblem } from './transferRules';
import { useTransferGroups } from './useTransferGroups';

/** Props of `TransferForm`. */
export interface TransferFormProps {
  attendance: Attendance;
  customerId: number;
  busy: boolean;
  onBusyChange: (busy: boolean) => void;
  onTransferred: (attendanceId: number) => void;
  onCancel: () => void;
}

/**
 * The transfer dialog's body (seed 000 §2.4, §5, §7): choose a group, then confirm
 * "Transfer <client> to <group>?" before `POST User_Att_Transfer`. Mounted per opening.
 */
export function TransferForm({
  attendance,
  customerId,
  busy,
  onBusyChange,
  onTransferred,
  onCancel,
}: TransferFormProps) {
  const { t } = useTranslation('agentDesk');
  const { message } = App.useApp();
  const { state, retry } = useTransferGroups(customerId);
  const groups = state.status === 'ready' ? state.groups : [];
  const [groupId, setGroupId] = useState<number | null>(null);
  const [step, setStep] = useState<'choose' | 'confirm'>('choose');
  const inFlight = useRef(false);
  const selectRef = useRef<GetRef<typeof Select>>(null);
  const selectId = useId();
  const group = groups.find((item) => item.attendence_Group_Id === groupId);
  const client = attendance.client_Name || attendance.client_Identify;

  // Dialogs focus their first field; the dialog's portal joins the page after this mounts.
  useEffect(() => {
    const timer = setTimeout(() => selectRef.current?.focus(), 0);
    return () => clearTimeout(timer);
  }, []);

  const refused = (): boolean => {
    const problem = transferProblem(attendance.attendence_Id, group?.attendence_Group_Id);
    if (problem) message.error(t(`transfer.${problem}`), 3);
    return problem !== null;
  };

  const ask = () => {
    if (!refused()) setStep('confirm');
  };

  const transfer = async () => {
    if (inFlight.current || refused() || !group) return;
    const attendanceId = attendance.attendence_Id;
    inFlight.current = true;
    onBusyChange(true);
    try {
      await transferAttendance({ attendanceId, groupId: group.attendence_Group_Id, customerId });
      message.success(t('transferSuccess'), 3);
      onTransferred(attendanceId);
    } catch (error) {
      const reason = t(isApiRequestError(error) ? apiErrorKey(error.code) : 'apiErrors.unknown');
      message.error(t('transfer.failed', { reason }), 3);
      setStep('choose');
    } finally {
      inFlight.current = false;
      onBusyChange(false);
    }
  };

  if (step === 'confirm' && group) {
    return (
      <Flex vertical gap="middle">
        <Typography.Paragraph strong>
          {t('transfer.confirm', { client, group: group.attendence_Group_Name })}
        </Typography.Paragraph>
        <Typography.Text type="secondary">{t('transfer.confirmHint')}</Typography.Text>
        <Flex justify="end" gap="small">
          <Button onClick={() => setStep('choose')} disabled={busy}>
            {t('actions.back')}
          </Button>
          <Button type="primary" autoFocus loading={busy} onClick={() => void transfer()}>
            {t('actions.confirm')}
          </Button>
        </Flex>
      </Flex>
    );
  }

  return (
    <Flex vertical gap="middle">
      <Typography.Text type="secondary">{t('transfer.client', { name: client })}</Typography.Text>
      {state.status === 'error' ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          message={t('transfer.loadError', {
            reason: t(
              isApiRequestError(state.error) ? apiErrorKey(state.error.code) : 'apiErrors.unknown',
            ),
          })}
          action={
            <Button size="small" onClick={retry}>
              {t('actions.retry')}
            </Button>
          }
        />
      ) : null}
      {state.status === 'ready' && groups.length === 0 ? (
        <Alert type="info" showIcon message={t('transfer.noGroups')} />
      ) : null}
      <Spin spinning={state.status === 'loading'} tip={t('transfer.loading')}>
        <Form layout="vertical" component="div">
          <Form.Item label={t('transfer.group')} htmlFor={selectId}>
            <Select<number>
              id={selectId}
              ref={selectRef}
              value={groupId ?? undefined}
              onChange={(value) => setGroupId(value ?? null)}
              placeholder={t('transfer.groupPlaceholder')}
              options={groups.map((item) => ({
                value: item.attendence_Group_Id,
                label: item.attendence_Group_Name,
              }))}
            />
          </Form.Item>
        </Form>
      </Spin>
      <Flex justify="end" gap="small">
        <Button onClick={onCancel}>{t('actions.cancel')}</Button>
        <Button type="primary" onClick={ask}>
          {t('transfer.transfer')}
        </Button>
      </Flex>
    </Flex>
  );
}
