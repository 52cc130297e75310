import type { FlowStep } from '@atende/contract';
import Button from 'antd/es/button';
import Checkbox from 'antd/es/checkbox';
import Input from 'antd/es/input';
import Space from 'antd/es/space';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FLOW_NAMESPACE } from '../../../locale/featureTexts';
import { isFinalReply } from '../canvas/flowGraph';
import { addReply, removeReply, withReply } from '../document/replyEdits';

/** Props of `RepliesEditor`. */
export interface RepliesEditorProps {
  draft: FlowStep;
  disabled: boolean;
  onChange(step: FlowStep): void;
}

/**
 * The step's replies (seed 001 §4): each is an output; adding one adds a transition to 0, or -1 when
 * marked final; deleting one removes its output.
 */
export function RepliesEditor({ draft, disabled, onChange }: RepliesEditorProps) {
  const { t } = useTranslation(FLOW_NAMESPACE);
  const [value, setValue] = useState('');
  const [final, setFinal] = useState(false);
  const only = (steps: FlowStep[]) => steps[0] ?? draft;

  return (
    <fieldset className="flow-replies">
      <legend>{t('editor.replies')}</legend>
      <ul>
        {draft.transitions.map((reply, index) => (
          <li key={index} data-final={isFinalReply(reply.next_Step_Id)}>
            <Space>
              <Input
                aria-label={t('editor.replyValue')}
                value={reply.transition_Value}
                disabled={disabled}
                onChange={(e) =>
                  onChange(
                    withReply(draft, index, (r) => ({ ...r, transition_Value: e.target.value })),
                  )
                }
              />
              {isFinalReply(reply.next_Step_Id) ? <span>{t('editor.final')}</span> : null}
              <Button
                danger
                disabled={disabled}
                onClick={() => onChange(only(removeReply([draft], draft.step_Id, index)))}
              >
                {t('editor.removeReply', { value: reply.transition_Value })}
              </Button>
            </Space>
          </li>
        ))}
      </ul>
      <Space>
        <Input
          aria-label={t('editor.newReply')}
          value={value}
          disabled={disabled}
          onChange={(e) => setValue(e.target.value)}
        />
        <Checkbox checked={final} disabled={disabled} onChange={(e) => setFinal(e.target.checked)}>
          {t('editor.final')}
        </Checkbox>
        <Button
          disabled={disabled || value.trim() === ''}
          onClick={() => {
            onChange(only(addReply([draft], draft.step_Id, value.trim(), final)));
            setValue('');
            setFinal(false);
          }}
        >
          {t('editor.addReply')}
        </Button>
      </Space>
    </fieldset>
  );
}
