import { isApiRequestError } from '@atende/api-client';
import type { FlowTestTurnAnswer } from '@atende/contract';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Drawer from 'antd/es/drawer';
import Input from 'antd/es/input';
import Radio from 'antd/es/radio';
import Space from 'antd/es/space';
import { useId, useState, type FormEvent } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { FLOW_NAMESPACE } from '../../locale/featureTexts';
import { useFlowDocument } from '../editor/document';
import { TestConversation } from './TestConversation';
import { useTestSession, type CallAnswer } from './useTestSession';

/** Props of `TestPanel`. */
export interface TestPanelProps {
  open: boolean;
  onClose(): void;
}

/** How the last turn stopped, in words. */
function endText(t: TFunction<'flow'>, last: FlowTestTurnAnswer): string {
  const { kind, reason } = last.end;
  if (kind === 'await') return t('run.waiting');
  if (kind === 'handoff') return t('run.ended_handoff');
  if (reason === 'final' || reason === 'end' || reason === 'exit') return t(`run.ended_${reason}`);
  return t('run.ended_other', { reason: reason ?? '' });
}

/**
 * The editor's test panel (issue 19, ADR 0030): a drawer where the user types as the client and the
 * flow being edited answers through the runtime's engine in a sandbox; options are buttons, the
 * variables and the stop reason are listed, a refusing rule is named. Keyboard: Enter sends.
 */
export function TestPanel({ open, onClose }: TestPanelProps) {
  const { t } = useTranslation(FLOW_NAMESPACE);
  const session = useTestSession();
  const steps = useFlowDocument((state) => state.steps);
  const [text, setText] = useState('');
  const inputId = useId();
  const callsId = useId();
  const nameOf = (id: number | null) => steps.find((s) => s.step_Id === id)?.step_Name ?? '';
  const last = session.last;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const message = text.trim();
    if (!message || session.pending) return;
    setText('');
    void session.send(message);
  };
  const error = session.error;
  return (
    <Drawer
      title={t('run.panelTitle')}
      open={open}
      onClose={onClose}
      width={420}
      mask={false}
      destroyOnHidden={false}
      className="flow-run"
    >
      <p>{t('run.panelHint')}</p>
      <div className="flow-run__calls">
        <span id={callsId}>{t('run.callAnswers')}</span>{' '}
        <Radio.Group
          aria-labelledby={callsId}
          value={session.callAnswer}
          onChange={(e) => session.setCallAnswer(e.target.value as CallAnswer)}
          optionType="button"
          size="small"
          options={[
            { value: 'success', label: t('run.success') },
            { value: 'failure', label: t('run.failure') },
          ]}
        />
      </div>
      <TestConversation
        lines={session.lines}
        disabled={session.pending}
        onPick={(title, id) => void session.send(title, id)}
      />
      {error ? (
        <Alert
          type="error"
          showIcon
          message={isApiRequestError(error, 'flow_invalid') ? t('run.invalid') : t('run.failed')}
        />
      ) : null}
      {last?.rejected ? (
        <Alert
          type="warning"
          showIcon
          message={
            last.rejected.rule
              ? t('run.rejected', { name: nameOf(last.rejected.step_Id), rule: last.rejected.rule })
              : t('run.rejectedNoOption', { name: nameOf(last.rejected.step_Id) })
          }
        />
      ) : null}
      {last ? (
        <p role="status" className="flow-run__status">
          {last.state.ended
            ? null
            : `${t('run.currentStep', { name: nameOf(last.state.step_Id) })} · `}
          {endText(t, last)}
        </p>
      ) : null}
      <form onSubmit={submit} className="flow-run__form">
        <label htmlFor={inputId}>{t('run.message')}</label>
        <Space.Compact block>
          <Input
            id={inputId}
            value={text}
            onChange={(e) => setText(e.target.value)}
            maxLength={4000}
          />
          <Button type="primary" htmlType="submit" loading={session.pending}>
            {t('run.send')}
          </Button>
        </Space.Compact>
      </form>
      <Button onClick={session.restart} className="flow-run__restart">
        {t('run.restart')}
      </Button>
      <h3>{t('run.variables')}</h3>
      {last && Object.keys(last.state.variables).length > 0 ? (
        <dl className="flow-run__variables" data-testid="test-variables">
          {Object.entries(last.state.variables).map(([name, value]) => (
            <div key={name}>
              <dt>{name}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p>{t('run.noVariables')}</p>
      )}
    </Drawer>
  );
}
