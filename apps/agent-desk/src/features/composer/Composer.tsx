import { CloseCircleFilled, SendOutlined } from '@ant-design/icons';
import { insertAt } from '@atende/ui';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Input from 'antd/es/input';
import type { GetRef } from 'antd';
import {
  useCallback,
  useEffect,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type Ref,
} from 'react';
import { useTranslation } from 'react-i18next';
import { AttachmentPicker } from './AttachmentPicker';
import { EmojiPicker } from './EmojiPicker';
import { appendTemplate } from './insertText';
import { TemplatePicker } from './TemplatePicker';

type TextAreaRef = GetRef<typeof Input.TextArea>;

/** What the composer asks the parent to send: a text, or a file's address with its name. */
export interface ComposerSendInput {
  message: string;
  imageName?: string;
}

/** Props of Composer. */
export interface ComposerProps {
  /** The customer whose templates and stored files are offered. */
  customerId: number;
  /** Replaces `{{Agent_Name}}` in templates. */
  agentName: string;
  /** No conversation to write in: everything is disabled. */
  disabled?: boolean;
  /** The text in the box; the parent keeps one per conversation. */
  draft: string;
  onDraftChange: (text: string) => void;
  /**
   * Sends a message; resolves true when it was sent. A rejection counts as false. On false the text
   * stays in the box (DESIGN §4: a failed send keeps the agent's text recoverable).
   */
  onSend: (input: ComposerSendInput) => Promise<boolean>;
  /** The text box's `<textarea>`, e.g. to focus it when a conversation opens. */
  inputRef?: Ref<HTMLTextAreaElement>;
}

/**
 * The writing area of the chat column (seed 000 §2.4): emoji, template and attachment pickers, a
 * clearable message box where Enter sends (Shift+Enter adds a line; Enter while an input method is
 * composing does not send) and a send button. Blank or whitespace-only text is ignored and only one
 * send runs at a time (§5). The text is sent trimmed.
 *
 * After a successful send the box is cleared (`onDraftChange('')`) unless its text changed meanwhile
 * (typed on, or another conversation's draft now shown; the parent may also clear it itself), and
 * the focus returns to the box. After a failed send the text stays.
 */
export function Composer({
  customerId,
  agentName,
  disabled = false,
  draft,
  onDraftChange,
  onSend,
  inputRef,
}: ComposerProps) {
  const { t } = useTranslation('agentDesk');
  const boxRef = useRef<TextAreaRef>(null);
  const sendingRef = useRef(false);
  const [sending, setSending] = useState(false);
  const latestDraft = useRef(draft);
  const pendingCaret = useRef<number | null>(null);

  useImperativeHandle(
    inputRef,
    () => boxRef.current?.resizableTextArea?.textArea as HTMLTextAreaElement,
    [],
  );

  useEffect(() => {
    latestDraft.current = draft;
  }, [draft]);

  // After an emoji or a template went in: focus the box with the caret after the inserted text.
  useLayoutEffect(() => {
    const caret = pendingCaret.current;
    if (caret === null) return;
    pendingCaret.current = null;
    const textArea = boxRef.current?.resizableTextArea?.textArea;
    if (!textArea) return;
    textArea.focus();
    textArea.setSelectionRange(caret, caret);
  }, [draft]);

  const focusBox = useCallback(() => boxRef.current?.focus(), []);

  /** Runs one send at a time; resolves whether it was sent. */
  const submit = useCallback(
    async (input: ComposerSendInput): Promise<boolean> => {
      if (sendingRef.current || disabled) return false;
      sendingRef.current = true;
      setSending(true);
      try {
        return await onSend(input);
      } catch {
        return false;
      } finally {
        sendingRef.current = false;
        setSending(false);
      }
    },
    [disabled, onSend],
  );

  const sendDraft = async () => {
    const text = draft;
    const message = text.trim();
    if (message === '' || sendingRef.current || disabled) return;
    const sent = await submit({ message });
    if (sent && latestDraft.current === text) onDraftChange('');
    focusBox();
  };

  const sendFile = async (input: { message: string; imageName: string }) => {
    await submit(input);
    focusBox();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey) return;
    // keyCode 229: the key went to an input method (some browsers do not set isComposing).
    if (event.nativeEvent.isComposing || event.keyCode === 229) return;
    event.preventDefault();
    void sendDraft();
  };

  const insertEmoji = (emoji: string) => {
    const textArea = boxRef.current?.resizableTextArea?.textArea;
    const start = textArea?.selectionStart ?? draft.length;
    const end = textArea?.selectionEnd ?? draft.length;
    const next = insertAt(draft, start, end, emoji);
    pendingCaret.current = next.caret;
    onDraftChange(next.value);
  };

  const insertTemplate = (text: string) => {
    const next = appendTemplate(draft, text);
    pendingCaret.current = next.length;
    onDraftChange(next);
  };

  const blank = draft.trim() === '';

  return (
    <Flex gap={4} align="flex-end">
      <EmojiPicker disabled={disabled} onPick={insertEmoji} />
      <TemplatePicker
        customerId={customerId}
        agentName={agentName}
        disabled={disabled}
        onPick={insertTemplate}
      />
      <AttachmentPicker
        customerId={customerId}
        disabled={disabled || sending}
        onSendFile={sendFile}
      />
      <Input.TextArea
        ref={boxRef}
        value={draft}
        onChange={(event) => onDraftChange(event.target.value)}
        onKeyDown={onKeyDown}
        autoSize={{ minRows: 1, maxRows: 6 }}
        allowClear={{ clearIcon: <CloseCircleFilled aria-label={t('composer.clear')} /> }}
        placeholder={t('composer.placeholder')}
        aria-label={t('composer.input')}
        disabled={disabled}
        style={{ flex: 1 }}
      />
      <Button
        type="primary"
        icon={<SendOutlined />}
        aria-label={sending ? t('composer.sending') : t('composer.send')}
        title={t('composer.send')}
        loading={sending}
        disabled={disabled || blank || sending}
        onClick={() => void sendDraft()}
      />
    </Flex>
  );
}
