import type { FlowStep } from '@atende/contract';
import Form from 'antd/es/form';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import { useId, useMemo, useRef, useState } from 'react';
import type { RefSelectProps } from 'antd/es/select';
import { useTranslation } from 'react-i18next';
import { FLOW_NAMESPACE } from '../../locale/featureTexts';
import type { ReplyRef } from '../editor/document';
import { isFinalReply } from '../editor/canvas/flowGraph';

/** Props of `ConnectDialog`. */
export interface ConnectDialogProps {
  steps: readonly FlowStep[];
  /** The step to start from (the focused or selected one), if any. */
  fromStepId: number | null;
  onConnect(reply: ReplyRef, targetId: number): void;
  onClose(): void;
}

/** The first reply of a step that can hold a connection (final replies cannot, seed 001 §4). */
const firstConnectable = (step: FlowStep | undefined): number | undefined => {
  const index = step?.transitions.findIndex((reply) => !isFinalReply(reply.next_Step_Id)) ?? -1;
  return index >= 0 ? index : undefined;
};

/**
 * Ctrl+K (issue 18, every canvas action by keyboard): connects one reply (output) of a step to a step
 * picked by name, as a drag from the reply's handle does (the new connection replaces the old).
 * Every field is a searchable list; the step to pick first is focused.
 */
export function ConnectDialog({ steps, fromStepId, onConnect, onClose }: ConnectDialogProps) {
  const { t } = useTranslation(FLOW_NAMESPACE);
  const ids = { from: useId(), reply: useId(), to: useId() };
  const byId = useMemo(() => new Map(steps.map((step) => [step.step_Id, step])), [steps]);
  const start = fromStepId !== null && byId.has(fromStepId) ? fromStepId : undefined;
  const [from, setFrom] = useState<number | undefined>(start);
  const [reply, setReply] = useState<number | undefined>(firstConnectable(byId.get(start ?? -1)));
  const [to, setTo] = useState<number | undefined>(undefined);
  // The list to fill first takes the focus once the dialog is open (the dialog focuses itself first).
  const firstList = useRef<RefSelectProps>(null);
  const source = from === undefined ? undefined : byId.get(from);
  const stepOptions = useMemo(() => {
    const count = new Map<string, number>();
    for (const step of steps) count.set(step.step_Name, (count.get(step.step_Name) ?? 0) + 1);
    return steps.map((step) => ({
      value: step.step_Id,
      label:
        (count.get(step.step_Name) ?? 0) > 1
          ? t('connections.sameName', { name: step.step_Name, id: step.step_Id })
          : step.step_Name,
    }));
  }, [steps, t]);
  const replyOptions = (source?.transitions ?? []).map((item, index) => {
    const final = isFinalReply(item.next_Step_Id);
    return {
      value: index,
      label: final
        ? t('connections.final', { reply: item.transition_Value })
        : item.transition_Value,
      disabled: final,
    };
  });
  const now = reply === undefined ? undefined : source?.transitions[reply]?.next_Step_Id;
  const nowName = now === undefined ? undefined : byId.get(now)?.step_Name;
  let hint: string | undefined;
  if (source && replyOptions.length === 0) hint = t('connections.noReplies');
  else if (nowName !== undefined) hint = t('connections.now', { to: nowName });
  const ready = from !== undefined && reply !== undefined && to !== undefined;
  const pickFrom = (stepId: number) => {
    setFrom(stepId);
    setReply(firstConnectable(byId.get(stepId)));
  };
  return (
    <Modal
      open
      title={t('connections.title')}
      okText={t('connections.ok')}
      cancelText={t('connections.cancel')}
      okButtonProps={{ disabled: !ready }}
      onOk={() => {
        if (!ready) return;
        onConnect({ stepId: from, replyIndex: reply }, to);
        onClose();
      }}
      onCancel={onClose}
      afterOpenChange={(open) => {
        // Not when a list already has the focus: on a slow machine the opening can end after the
        // user reached a field and began typing, and moving them would send their keys elsewhere.
        if (open && document.activeElement?.getAttribute('role') !== 'combobox') {
          firstList.current?.focus();
        }
      }}
      destroyOnHidden
    >
      <Form layout="vertical" component="div">
        <Form.Item label={t('connections.from')} htmlFor={ids.from}>
          <Select
            id={ids.from}
            showSearch
            optionFilterProp="label"
            ref={start === undefined ? firstList : undefined}
            value={from}
            onChange={pickFrom}
            options={stepOptions}
          />
        </Form.Item>
        <Form.Item label={t('connections.reply')} htmlFor={ids.reply} extra={hint}>
          <Select
            id={ids.reply}
            showSearch
            optionFilterProp="label"
            value={reply}
            onChange={setReply}
            options={replyOptions}
            disabled={!source}
          />
        </Form.Item>
        <Form.Item label={t('connections.to')} htmlFor={ids.to}>
          <Select
            id={ids.to}
            showSearch
            optionFilterProp="label"
            ref={start !== undefined ? firstList : undefined}
            value={to}
            onChange={setTo}
            options={stepOptions}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
