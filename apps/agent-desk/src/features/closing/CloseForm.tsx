import { closeAttendance, closeWithCampaign, isApiRequestError } from '@atende/api-client';
import type { Attendance } from '@atende/contract';
import { apiErrorKey } from '@atende/locale';
import Alert from 'antd/es/alert';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Radio from 'antd/es/radio';
import Select from 'antd/es/select';
import Spin from 'antd/es/spin';
import Typography from 'antd/es/typography';
import type { GetRef } from 'antd';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { decideClose, isPlaceholderCampaign } from './closeRules';
import { SatisfactionRow } from './SatisfactionRow';
import { useCloseOptions } from './useCloseOptions';

/** Longest comment accepted in the close dialog. */
const CLOSE_COMMENT_MAX_LENGTH = 1000;

/** Props of `CloseForm`. */
export interface CloseFormProps {
  attendance: Attendance;
  customerId: number;
  busy: boolean;
  onBusyChange: (busy: boolean) => void;
  onClosed: (attendanceId: number) => void;
  onCancel: () => void;
}

/**
 * The close dialog's body and buttons (seed 000 §2.4): comment, reason, sub-reason (after a reason),
 * completion status, campaign, satisfaction, Cancel and Save. Mounted per opening, so every opening
 * starts empty and loads fresh lists.
 */
export function CloseForm({
  attendance,
  customerId,
  busy,
  onBusyChange,
  onClosed,
  onCancel,
}: CloseFormProps) {
  const { t } = useTranslation('agentDesk');
  const { message } = App.useApp();
  const { state, retry } = useCloseOptions(customerId);
  const options = state.status === 'ready' ? state.options : null;
  const inFlight = useRef(false);
  const ids = useId();
  const commentRef = useRef<GetRef<typeof Input.TextArea>>(null);

  // Dialogs focus their first field; the dialog's portal joins the page after this mounts.
  useEffect(() => {
    const timer = setTimeout(() => commentRef.current?.focus(), 0);
    return () => clearTimeout(timer);
  }, []);

  const [comment, setComment] = useState('');
  const [reasonId, setReasonId] = useState<number | null>(null);
  const [subReasonId, setSubReasonId] = useState<number | null>(null);
  const [completionId, setCompletionId] = useState<number | null>(null);
  const [campaignId, setCampaignId] = useState<number | null>(null);

  const subReasons = useMemo(
    () => (options?.subReasons ?? []).filter((sub) => sub.reason_id === reasonId),
    [options, reasonId],
  );

  const chooseReason = (value: number | null | undefined) => {
    setReasonId(value ?? null);
    setSubReasonId(null);
  };

  const save = async () => {
    if (inFlight.current) return;
    const decision = decideClose({ completionId, campaignId, campaigns: options?.campaigns ?? [] });
    if ('error' in decision) {
      message.error(t(decision.error), 3);
      return;
    }
    const attendanceId = attendance.attendence_Id;
    const observation = comment.trim();
    const completion = completionId ?? 0;
    inFlight.current = true;
    onBusyChange(true);
    try {
      if (decision.path === 'plain') {
        await closeAttendance({
          attendanceId,
          completionId: completion,
          observation,
          customerId,
          reasonId: reasonId ?? 0,
          subReasonId: subReasonId ?? 0,
        });
      } else {
        await closeWithCampaign({
          customerId,
          attendanceId,
          completionId: completion,
          observation,
          flowName: decision.flowName,
        });
      }
      message.success(t('closing.closed'), 3);
      onClosed(attendanceId);
    } catch (error) {
      const reason = t(isApiRequestError(error) ? apiErrorKey(error.code) : 'apiErrors.unknown');
      message.error(t('closing.failed', { reason }), 3);
    } finally {
      inFlight.current = false;
      onBusyChange(false);
    }
  };

  const id = (field: string) => `${ids}-${field}`;

  return (
    <Flex vertical gap="middle">
      <Typography.Text type="secondary">
        {t('closing.client', { name: attendance.client_Name || attendance.client_Identify })}
      </Typography.Text>
      {state.status === 'error' ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          message={t('closing.loadError', {
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
      <Spin spinning={state.status === 'loading'} tip={t('closing.loading')}>
        <Form layout="vertical" component="div">
          <Form.Item label={t('closing.comment')} htmlFor={id('comment')}>
            <Input.TextArea
              id={id('comment')}
              ref={commentRef}
              value={comment}
              onChange={(event) => setComment(event.target.value)}
              maxLength={CLOSE_COMMENT_MAX_LENGTH}
              showCount
              autoSize={{ minRows: 3, maxRows: 6 }}
              placeholder={t('closing.commentPlaceholder')}
            />
          </Form.Item>
          <Form.Item label={t('closing.reason')} htmlFor={id('reason')}>
            <Select<number>
              id={id('reason')}
              allowClear
              value={reasonId ?? undefined}
              onChange={chooseReason}
              placeholder={t('closing.reasonPlaceholder')}
              options={(options?.reasons ?? []).map((reason) => ({
                value: reason.reason_id,
                label: reason.reason_description,
              }))}
            />
          </Form.Item>
          {reasonId !== null ? (
            <Form.Item label={t('closing.subReason')} htmlFor={id('subReason')}>
              <Select<number>
                id={id('subReason')}
                allowClear
                value={subReasonId ?? undefined}
                onChange={(value) => setSubReasonId(value ?? null)}
                placeholder={t('closing.subReasonPlaceholder')}
                options={subReasons.map((sub) => ({
                  value: sub.sub_reason_Id,
                  label: sub.sub_reason_description,
                }))}
              />
            </Form.Item>
          ) : null}
          <Form.Item label={<span id={id('completionLabel')}>{t('closing.completion')}</span>}>
            {options && options.completionCodes.length === 0 ? (
              <Typography.Text type="secondary">{t('closing.noCompletion')}</Typography.Text>
            ) : (
              <div role="radiogroup" aria-labelledby={id('completionLabel')}>
                <Radio.Group
                  optionType="button"
                  buttonStyle="solid"
                  value={completionId}
                  onChange={(event) => setCompletionId(event.target.value as number)}
                  options={(options?.completionCodes ?? []).map((code) => ({
                    value: code.completion_Id,
                    label: code.completion_Description,
                  }))}
                />
              </div>
            )}
          </Form.Item>
          <Form.Item label={t('closing.campaign')} htmlFor={id('campaign')}>
            <Select<number>
              id={id('campaign')}
              value={campaignId ?? undefined}
              onChange={(value) => setCampaignId(value ?? null)}
              placeholder={t('closing.campaignChoose')}
              options={(options?.campaigns ?? []).map((campaign) => ({
                value: campaign.campaign_Id,
                label: isPlaceholderCampaign(campaign)
                  ? t('campaignPlaceholder')
                  : campaign.campaign_Name,
              }))}
            />
          </Form.Item>
          <SatisfactionRow />
        </Form>
      </Spin>
      <Flex justify="end" gap="small">
        <Button onClick={onCancel} disabled={busy}>
          {t('actions.cancel')}
        </Button>
        <Button type="primary" loading={busy} onClick={() => void save()}>
          {t('actions.save')}
        </Button>
      </Flex>
    </Flex>
  );
}
