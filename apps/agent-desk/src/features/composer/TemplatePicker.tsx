import { FileTextOutlined } from '@ant-design/icons';
import { catalogQueries } from '@atende/api-client/query';
import { fillTemplate, type MessageTemplate } from '@atende/contract';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Popover from 'antd/es/popover';
import Spin from 'antd/es/spin';
import Typography from 'antd/es/typography';
import type { GetRef } from 'antd';
import { useEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useLazyList, type LazyList } from './useLazyList';

/** Props of TemplatePicker. */
export interface TemplatePickerProps {
  customerId: number;
  agentName: string;
  disabled?: boolean;
  /** Called with the chosen template, `{{Agent_Name}}` already replaced (nothing is sent). */
  onPick: (text: string) => void;
}

/**
 * The template button of the chat column (seed 000 §2.4 "a template picker", §7
 * Message_Template_User_List): a popover listing the customer's templates, loaded the first time it
 * opens. Choosing one hands its text, with the agent's name in place of `{{Agent_Name}}` (§3), to
 * `onPick`. Escape closes back to the button.
 */
export function TemplatePicker({
  customerId,
  agentName,
  disabled = false,
  onPick,
}: TemplatePickerProps) {
  const { t } = useTranslation('agentDesk');
  const [open, setOpen] = useState(false);
  const triggerRef = useRef<GetRef<typeof Button>>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const shown = open && !disabled;
  const templates = useLazyList(shown, catalogQueries.templates(customerId));

  const list = (
    <TemplateList
      boxRef={listRef}
      templates={templates}
      onPick={(template) => {
        setOpen(false);
        onPick(fillTemplate(template.message_Template, agentName));
      }}
      onEscape={() => {
        setOpen(false);
        triggerRef.current?.focus();
      }}
    />
  );

  return (
    <Popover
      open={shown}
      onOpenChange={(next) => setOpen(next && !disabled)}
      trigger="click"
      placement="topLeft"
      destroyOnHidden
      afterOpenChange={(opened) => {
        if (opened) listRef.current?.querySelector('button')?.focus();
      }}
      title={t('composer.templates.title')}
      content={list}
    >
      <Button
        ref={triggerRef}
        type="text"
        icon={<FileTextOutlined />}
        aria-label={t('composer.templates.open')}
        title={t('composer.templates.open')}
        aria-haspopup="true"
        aria-expanded={shown}
        disabled={disabled}
      />
    </Popover>
  );
}

interface TemplateListProps {
  boxRef: RefObject<HTMLDivElement | null>;
  templates: LazyList<MessageTemplate>;
  onPick: (template: MessageTemplate) => void;
  onEscape: () => void;
}

function TemplateList({ boxRef, templates, onPick, onEscape }: TemplateListProps) {
  const { t } = useTranslation('agentDesk');
  const { status, retry } = templates;
  const items = templates.items.filter((template) => template.enable !== false);

  // The first template (or the retry button) takes the focus when the list arrives (when it was
  // there already, `afterOpenChange` does it once the popover is in the page).
  useEffect(() => {
    if (status === 'ready' || status === 'error') boxRef.current?.querySelector('button')?.focus();
  }, [boxRef, status]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    onEscape();
  };

  let body;
  if (status === 'error') {
    body = (
      <Flex vertical gap={8} align="start">
        <Typography.Text type="danger">{t('composer.templates.error')}</Typography.Text>
        <Button size="small" onClick={retry}>
          {t('composer.templates.retry')}
        </Button>
      </Flex>
    );
  } else if (status !== 'ready') {
    body = (
      <Flex gap={8} align="center" role="status">
        <Spin size="small" />
        <Typography.Text>{t('composer.templates.loading')}</Typography.Text>
      </Flex>
    );
  } else if (items.length === 0) {
    body = <Typography.Text type="secondary">{t('composer.templates.empty')}</Typography.Text>;
  } else {
    body = (
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {items.map((template) => (
          <li key={template.message_Id}>
            <Button
              type="text"
              block
              title={template.message_Template}
              aria-label={t('composer.templates.use', { name: template.message_Template_Name })}
              onClick={() => onPick(template)}
              style={{ textAlign: 'start', justifyContent: 'flex-start' }}
            >
              {template.message_Template_Name}
            </Button>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div
      ref={boxRef}
      onKeyDown={onKeyDown}
      style={{ width: 280, maxHeight: 320, overflowY: 'auto' }}
    >
      {body}
    </div>
  );
}
