import { UserAddOutlined } from '@ant-design/icons';
import { AGENT_NAME_PLACEHOLDER, fillTemplate, templateParts } from '@atende/contract';
import { insertAt } from '@atende/ui';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Input from 'antd/es/input';
import type { TextAreaRef } from 'antd/es/input/TextArea';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/** Props of `MessageField` (`id`, `value` and `onChange` come from its form item). */
export interface MessageFieldProps {
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
  /** The name the filled preview uses (the current user's). */
  agentName: string;
  maxLength: number;
}

const previewBox = {
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  padding: '8px 12px',
  borderRadius: 6,
  background: 'rgba(0, 0, 0, 0.02)',
  border: '1px solid rgba(5, 5, 5, 0.06)',
  minHeight: 40,
} as const;

/**
 * The template text (seed 001 §2 Templates "message"): a text area with "Insert agent name", which
 * puts `{{Agent_Name}}` where the caret is (or over the selection; at the end before the field was
 * used), and a live preview under it: the placeholder as a chip, then the text as the current user
 * would send it (the desk's own `fillTemplate`). Every part is a text node: nothing typed is HTML.
 */
export function MessageField({
  id,
  value = '',
  onChange,
  agentName,
  maxLength,
}: MessageFieldProps) {
  const { t } = useTranslation('admin');
  const area = useRef<TextAreaRef>(null);
  const selection = useRef<{ start: number; end: number } | null>(null);
  const caretAfterInsert = useRef<number | null>(null);

  const remember = () => {
    const element = area.current?.resizableTextArea?.textArea;
    if (element) selection.current = { start: element.selectionStart, end: element.selectionEnd };
  };

  const insertAgentName = () => {
    const at = selection.current ?? { start: value.length, end: value.length };
    const next = insertAt(value, at.start, at.end, AGENT_NAME_PLACEHOLDER);
    caretAfterInsert.current = next.caret;
    selection.current = { start: next.caret, end: next.caret };
    onChange?.(next.value);
  };

  // Once the inserted text is in the box: the caret after it, ready to type on.
  useEffect(() => {
    const caret = caretAfterInsert.current;
    const element = area.current?.resizableTextArea?.textArea;
    if (caret === null || !element) return;
    caretAfterInsert.current = null;
    element.focus();
    element.setSelectionRange(caret, caret);
  }, [value]);

  const parts = templateParts(value);
  return (
    <Flex vertical gap={8}>
      <Input.TextArea
        id={id}
        ref={area}
        value={value}
        onChange={(event) => {
          onChange?.(event.target.value);
          selection.current = {
            start: event.target.selectionStart,
            end: event.target.selectionEnd,
          };
        }}
        onSelect={remember}
        onBlur={remember}
        autoSize={{ minRows: 4, maxRows: 12 }}
        maxLength={maxLength}
        showCount
      />
      <div>
        <Button icon={<UserAddOutlined />} onClick={insertAgentName}>
          {t('templates.insertAgentName')}
        </Button>
      </div>
      <section aria-label={t('templates.preview')}>
        <Typography.Text type="secondary">{t('templates.preview')}</Typography.Text>
        <div style={previewBox} data-testid="template-preview">
          {parts.length === 0 ? (
            <Typography.Text type="secondary">{t('templates.previewEmpty')}</Typography.Text>
          ) : (
            parts.map((part, index) =>
              part.kind === 'agentName' ? (
                <Tag key={index} color="blue" icon={<UserAddOutlined />} title={part.text}>
                  {t('templates.agentNameChip')}
                </Tag>
              ) : (
                <span key={index}>{part.text}</span>
              ),
            )
          )}
        </div>
        {parts.length > 0 ? (
          <>
            <Typography.Text type="secondary">
              {t('templates.previewFilled', { name: agentName })}
            </Typography.Text>
            <div style={previewBox} data-testid="template-preview-filled">
              {fillTemplate(value, agentName)}
            </div>
          </>
        ) : null}
      </section>
    </Flex>
  );
}
