import {
  EditOutlined,
  HistoryOutlined,
  SwapOutlined,
  CheckCircleOutlined,
} from '@ant-design/icons';
import { useSession } from '@atende/api-client';
import type { Attendance } from '@atende/contract';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Tag from 'antd/es/tag';
import Tooltip from 'antd/es/tooltip';
import Typography from 'antd/es/typography';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Composer } from '../composer/Composer';
import { MessageList } from '../messages/MessageList';
import { useDesk, useOpenConversation } from './DeskContext';
import { UnsentNotice } from './UnsentNotice';

/** Props of `ConversationPanel` (those of `ChatColumn`). */
export interface ConversationPanelProps {
  onSend(text: string, imageName?: string): Promise<boolean>;
  onRename(item: Attendance): void;
  onHistory(item: Attendance): void;
  onTransfer(item: Attendance): void;
  onClose(item: Attendance): void;
  /** Ref to the message box (focus after opening a conversation). */
  composerRef?: React.Ref<HTMLTextAreaElement>;
}

/**
 * Seed 000 §2.4 chat column with a conversation open: the client's name with rename and history, the
 * messages, and the box with emoji, templates and attachments. On a waiting item the first message
 * takes it (ADR 0003). Loaded apart from the desk's first screen (`ChatColumn`, ADR 0016).
 */
export function ConversationPanel(props: ConversationPanelProps) {
  const { t } = useTranslation('agentDesk');
  const { conversation, place, messages, loading } = useOpenConversation();
  const attendance = conversation?.attendance ?? null;
  const drafts = useDesk((state) => state.drafts);
  const setDraft = useDesk((state) => state.setDraft);
  const customerId = useDesk((state) => state.customerId);
  const agentName = useSession((state) => state.user?.user_Name ?? '');

  const id = attendance?.attendence_Id ?? null;
  const draft = id === null ? '' : (drafts[id] ?? '');
  const onDraftChange = useCallback(
    (text: string) => {
      if (id !== null) setDraft(id, text);
    },
    [id, setDraft],
  );

  if (!attendance || customerId === null) return null;
  const name = attendance.client_Name || attendance.client_Identify;
  const waiting = place === 'waiting';

  return (
    <Flex vertical style={{ height: '100%', minHeight: 0 }}>
      <Flex
        align="center"
        gap={8}
        wrap
        style={{ padding: '8px 12px', borderBottom: '1px solid rgba(5, 5, 5, 0.06)' }}
      >
        <div style={{ flex: 1, minWidth: 0 }}>
          <Typography.Title
            level={5}
            style={{ margin: 0 }}
            ellipsis
            data-testid="conversation-name"
          >
            {name}
          </Typography.Title>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {attendance.client_Identify}
          </Typography.Text>
        </div>
        {waiting && <Tag color="gold">{t('desk.waitingTag')}</Tag>}
        <Tooltip title={t('desk.rename')}>
          <Button
            icon={<EditOutlined />}
            aria-label={t('desk.rename')}
            onClick={() => props.onRename(attendance)}
          />
        </Tooltip>
        <Tooltip title={t('desk.history')}>
          <Button
            icon={<HistoryOutlined />}
            aria-label={t('desk.history')}
            onClick={() => props.onHistory(attendance)}
          />
        </Tooltip>
        {!waiting && (
          <>
            <Tooltip title={t('desk.transfer')}>
              <Button
                icon={<SwapOutlined />}
                aria-label={t('desk.transfer')}
                onClick={() => props.onTransfer(attendance)}
              />
            </Tooltip>
            <Button icon={<CheckCircleOutlined />} onClick={() => props.onClose(attendance)}>
              {t('desk.closeService')}
            </Button>
          </>
        )}
      </Flex>
      <div style={{ flex: 1, minHeight: 0 }} data-testid="message-list">
        <MessageList
          messages={messages}
          loading={loading}
          emptyText={t('desk.noMessages')}
          ariaLabel={t('desk.messagesOf', { name })}
        />
      </div>
      <div style={{ padding: 8, borderTop: '1px solid rgba(5, 5, 5, 0.06)' }}>
        <UnsentNotice
          attendanceId={attendance.attendence_Id}
          onPutBack={(text) => setDraft(attendance.attendence_Id, text)}
        />
        {waiting && (
          <Typography.Text
            type="secondary"
            style={{ display: 'block', marginBottom: 4, fontSize: 12 }}
          >
            {t('desk.takeHint')}
          </Typography.Text>
        )}
        <Composer
          key={attendance.attendence_Id}
          customerId={customerId}
          agentName={agentName}
          draft={draft}
          onDraftChange={onDraftChange}
          onSend={(input) => props.onSend(input.message, input.imageName)}
          inputRef={props.composerRef}
        />
      </div>
    </Flex>
  );
}
