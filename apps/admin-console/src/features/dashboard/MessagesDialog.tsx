import { DashboardDirection } from '@atende/contract';
import { formatDateTime } from '@atende/ui';
import Alert from 'antd/es/alert';
import Modal from 'antd/es/modal';
import Spin from 'antd/es/spin';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import type { MessagesTarget } from './drillDownColumns';
import { useConversation } from './useDashboardData';

const DIRECTION_LABEL: Record<number, string> = {
  [DashboardDirection.Client]: 'common:messageDirection.client',
  [DashboardDirection.ChatBot]: 'common:messageDirection.chatBot',
  [DashboardDirection.Agent]: 'common:messageDirection.agent',
};

/**
 * The message history of an attendance (User_Att_Messages_List) or a chatbot session
 * (User_Messages_List with Client_Operation_Id), seed 001 §2 "Clicking an id opens a message-history
 * dialog"; directions in the current language (seed 001 §9 Cliente, ChatBot, Asesor). Text only:
 * a message is never rendered as HTML.
 */
export function MessagesDialog({
  target,
  onClose,
}: {
  target: MessagesTarget;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  const query = useConversation(target);
  return (
    <Modal
      open
      title={t('dashboard.messagesTitle', { id: target.id })}
      onCancel={onClose}
      footer={null}
      width={640}
      destroyOnHidden
    >
      {query.isLoading ? (
        <Spin />
      ) : query.isError ? (
        <Alert
          type="error"
          showIcon
          message={t('dashboard.loadError', { reason: (query.error as Error).message })}
        />
      ) : (query.data ?? []).length === 0 ? (
        <Typography.Text type="secondary">{t('dashboard.messagesEmpty')}</Typography.Text>
      ) : (
        <ol
          style={{ listStyle: 'none', padding: 0, margin: 0, maxHeight: '60vh', overflowY: 'auto' }}
        >
          {(query.data ?? []).map((message, index) => (
            <li
              key={index}
              style={{ padding: '6px 0', borderBottom: '1px solid rgba(0,0,0,0.06)' }}
            >
              <Typography.Text strong>
                {t(DIRECTION_LABEL[message.message_Direction] ?? 'common:messageDirection.client')}
              </Typography.Text>{' '}
              <Typography.Text type="secondary">
                {formatDateTime(message.message_Update)}
              </Typography.Text>
              <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-wrap' }}>
                {message.message}
              </Typography.Paragraph>
            </li>
          ))}
        </ol>
      )}
    </Modal>
  );
}
