/**
 * One message of a conversation (seed 000 §2.4 "Message display": "message_Direction 0 and 3 are
 * right-aligned in the agent's own style; 1 and 2 are left-aligned"; media by file ending, only for
 * safe addresses, DESIGN §4). Text is rendered as text: React escapes it, nothing is parsed as HTML.
 */
import { ClockCircleOutlined, FileOutlined, WarningFilled } from '@ant-design/icons';
import type { Message } from '@atende/contract';
import theme from 'antd/es/theme';
import type { CSSProperties } from 'react';
import { VISUALLY_HIDDEN } from '@atende/ui';
import { useTranslation } from 'react-i18next';
import {
  classifyMessageContent,
  fileNameOf,
  isAgentSide,
  type MessageContent,
} from './messageContent';
import { formatLocalDateTime, formatMessageTime, parseUtc } from './time';

/** Props of {@link MessageBubble}. */
export interface MessageBubbleProps {
  message: Message;
}

const MEDIA_MAX_HEIGHT = 320;

const LINK_STYLE: CSSProperties = {
  color: 'inherit',
  textDecoration: 'underline',
  overflowWrap: 'anywhere',
};

function MessageBody({ text, content }: { text: string; content: MessageContent }) {
  const { t } = useTranslation('agentDesk');
  if (content.kind === 'text' || !content.url) {
    return (
      <div
        data-testid="message-text"
        style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', wordBreak: 'break-word' }}
      >
        {text}
      </div>
    );
  }
  const url = content.url;
  const name = fileNameOf(url);
  const fileLink = (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('messages.openFile', { name })}
      style={LINK_STYLE}
    >
      <FileOutlined aria-hidden style={{ marginInlineEnd: 6 }} />
      {name}
    </a>
  );
  switch (content.kind) {
    case 'image':
      return (
        <a
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          title={t('messages.openImage', { name })}
          style={{ display: 'block' }}
        >
          <img
            src={url}
            alt={t('messages.imageAlt', { name })}
            loading="lazy"
            decoding="async"
            style={{
              display: 'block',
              maxWidth: '100%',
              maxHeight: MEDIA_MAX_HEIGHT,
              height: 'auto',
              objectFit: 'contain',
              borderRadius: 6,
            }}
          />
        </a>
      );
    case 'audio':
      return (
        <audio
          controls
          preload="metadata"
          src={url}
          aria-label={t('messages.audioLabel', { name })}
          style={{ display: 'block', maxWidth: '100%' }}
        >
          {t('messages.mediaUnsupported')} {fileLink}
        </audio>
      );
    case 'video':
      return (
        <video
          controls
          preload="metadata"
          src={url}
          aria-label={t('messages.videoLabel', { name })}
          style={{ display: 'block', maxWidth: '100%', maxHeight: MEDIA_MAX_HEIGHT }}
        >
          {t('messages.mediaUnsupported')} {fileLink}
        </video>
      );
    default:
      return fileLink;
  }
}

/**
 * The delivery state of an agent's message: a small clock while it waits for the channel, a warning
 * with a visible "Not delivered" when the channel refused it or its retries ran out; nothing once sent.
 */
function DeliveryState({ delivery }: { delivery: Message['delivery'] }) {
  const { t } = useTranslation('agentDesk');
  if (delivery === 'pending') {
    return (
      <ClockCircleOutlined
        data-testid="delivery-pending"
        role="img"
        aria-label={t('messages.deliveryPending')}
        title={t('messages.deliveryPending')}
        style={{ marginInlineStart: 6 }}
      />
    );
  }
  if (delivery === 'failed') {
    return (
      <span
        data-testid="delivery-failed"
        role="status"
        title={t('messages.deliveryFailedHint')}
        style={{ marginInlineStart: 6, fontWeight: 600, whiteSpace: 'nowrap' }}
      >
        <WarningFilled aria-hidden style={{ marginInlineEnd: 4 }} />
        {t('messages.deliveryFailed')}
        <span style={VISUALLY_HIDDEN}>{t('messages.deliveryFailedHint')}</span>
      </span>
    );
  }
  return null;
}

/** A message bubble: agent side (0 agent, 3 automatic) right and primary-coloured, client side (1 client, 2 chatbot) left. */
export function MessageBubble({ message }: MessageBubbleProps) {
  const { t } = useTranslation('agentDesk');
  const { token } = theme.useToken();
  const direction = message.message_Direction;
  const agentSide = isAgentSide(direction);
  const content = classifyMessageContent(message.message ?? '');
  const sentAt = parseUtc(message.message_Update);
  const showDelivery =
    agentSide && (message.delivery === 'pending' || message.delivery === 'failed');
  const label =
    direction === 3 ? t('messages.automatic') : direction === 2 ? t('messages.chatbot') : null;

  return (
    <div
      data-side={agentSide ? 'agent' : 'client'}
      data-direction={direction}
      style={{
        display: 'flex',
        justifyContent: agentSide ? 'flex-end' : 'flex-start',
        padding: '4px 12px',
      }}
    >
      <div
        data-testid="message-bubble"
        style={{
          position: 'relative',
          maxWidth: 'min(75%, 640px)',
          minWidth: 0,
          padding: '6px 10px',
          borderRadius: token.borderRadiusLG,
          background: agentSide ? token.colorPrimary : token.colorFillSecondary,
          color: agentSide ? token.colorTextLightSolid : token.colorText,
          boxShadow: token.boxShadowTertiary,
        }}
      >
        <span style={VISUALLY_HIDDEN}>
          {agentSide ? t('messages.fromAgent') : t('messages.fromClient')}
        </span>
        {label ? (
          <div style={{ fontSize: token.fontSizeSM, fontWeight: 600, opacity: 0.85 }}>{label}</div>
        ) : null}
        <MessageBody text={message.message ?? ''} content={content} />
        {sentAt || showDelivery ? (
          <div
            style={{
              fontSize: token.fontSizeSM,
              opacity: message.delivery === 'failed' ? 1 : 0.75,
              textAlign: 'end',
              marginTop: 2,
            }}
          >
            {sentAt ? (
              <time
                dateTime={sentAt.toISOString()}
                title={formatLocalDateTime(message.message_Update)}
              >
                {formatMessageTime(message.message_Update)}
              </time>
            ) : null}
            {showDelivery ? <DeliveryState delivery={message.delivery} /> : null}
          </div>
        ) : null}
      </div>
    </div>
  );
}
