/**
 * A conversation's messages (seed 000 §2.4 "the message list"), virtualised so that 10,000 messages
 * stay smooth: only the rows near the viewport are in the DOM, each measured for its real height. It
 * opens at the latest message, follows new messages while the reader is at (or near) the bottom and
 * leaves the position alone while they read older ones, offering a button down to the latest.
 */
import { ArrowDownOutlined } from '@ant-design/icons';
import type { Message } from '@atende/contract';
import { measureElement, useVirtualizer } from '@tanstack/react-virtual';
import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import Spin from 'antd/es/spin';
import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NO_LAYOUT_RECT, observeRectWithFallback } from '../../shared/virtualLayout';
import { MessageBubble } from './MessageBubble';

/** Props of {@link MessageList}. */
export interface MessageListProps {
  /** Oldest first, as the server answers. */
  messages: Message[];
  /** Shows a spinner instead of the empty state while the first answer is awaited. */
  loading?: boolean;
  /** The empty state's text (default: no messages yet). */
  emptyText?: string;
  /** The log's accessible name (default: messages of the conversation). */
  ariaLabel?: string;
}

/** A row's height before it is measured. */
const ESTIMATED_ROW_HEIGHT = 64;
/** Within this many pixels of the bottom the reader counts as "at the latest message". */
const NEAR_BOTTOM_PX = 80;
/**
 * A row's measured height, or the estimate while it has none (no layout, as above): rows of height 0
 * would all fit in the viewport, so every row would be rendered.
 */
const measureRow: typeof measureElement = (element, entry, instance) => {
  const size = measureElement(element, entry, instance);
  return size > 0 ? size : ESTIMATED_ROW_HEIGHT;
};

/**
 * The scrolling, virtualised message log; fills its parent's height. A different conversation (another
 * attendance id) starts afresh, at its latest message.
 */
export function MessageList(props: MessageListProps) {
  return <ConversationLog key={props.messages[0]?.attendence_Id ?? 'none'} {...props} />;
}

function ConversationLog({ messages, loading = false, emptyText, ariaLabel }: MessageListProps) {
  const { t } = useTranslation('agentDesk');
  const scrollRef = useRef<HTMLDivElement>(null);
  const count = messages.length;

  // The app does not use the React Compiler; this component simply re-renders when the virtualiser asks.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ESTIMATED_ROW_HEIGHT,
    getItemKey: (index) => messages[index]?.message_Id ?? index,
    overscan: 6,
    initialRect: NO_LAYOUT_RECT,
    observeElementRect: observeRectWithFallback,
    measureElement: measureRow,
    // Render the latest rows from the first paint; scrollToEnd below then lands exactly there.
    initialOffset: () => Math.max(count * ESTIMATED_ROW_HEIGHT - NO_LAYOUT_RECT.height, 0),
    anchorTo: 'end',
    followOnAppend: true,
    scrollEndThreshold: NEAR_BOTTOM_PX,
  });

  // Open at the latest message, once there is one.
  const [openedAtEnd, setOpenedAtEnd] = useState(false);
  useLayoutEffect(() => {
    if (openedAtEnd || count === 0) return;
    virtualizer.scrollToEnd();
    setOpenedAtEnd(true);
  }, [openedAtEnd, count, virtualizer]);

  // New messages that arrived while the reader was scrolled up: the latest id when they last were at the end.
  const lastId = count > 0 ? messages[count - 1]!.message_Id : null;
  const atEnd = count === 0 || !openedAtEnd || virtualizer.isAtEnd(NEAR_BOTTOM_PX);
  const [seenLastId, setSeenLastId] = useState<number | null>(lastId);
  if (atEnd && seenLastId !== lastId) setSeenLastId(lastId);
  const hasUnseen = !atEnd && lastId !== null && seenLastId !== lastId;

  if (count === 0) {
    return loading ? (
      <div
        role="status"
        aria-live="polite"
        style={{ display: 'flex', height: '100%', alignItems: 'center', justifyContent: 'center' }}
      >
        <Spin tip={t('messages.loading')}>
          <div style={{ width: 160, height: 80 }} />
        </Spin>
      </div>
    ) : (
      <div
        style={{ display: 'flex', height: '100%', alignItems: 'center', justifyContent: 'center' }}
      >
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={emptyText ?? t('messages.empty')}
        />
      </div>
    );
  }

  const items = virtualizer.getVirtualItems();
  return (
    <div style={{ position: 'relative', height: '100%', minHeight: 0 }}>
      <div
        ref={scrollRef}
        role="log"
        aria-label={ariaLabel ?? t('messages.listLabel')}
        aria-busy={loading || undefined}
        tabIndex={0}
        style={{
          height: '100%',
          overflowY: 'auto',
          overflowAnchor: 'none',
          contain: 'strict',
          outlineOffset: -2,
        }}
      >
        <div style={{ height: virtualizer.getTotalSize(), position: 'relative', width: '100%' }}>
          {items.map((item) => {
            const message = messages[item.index]!;
            return (
              <div
                key={item.key}
                ref={virtualizer.measureElement}
                data-index={item.index}
                style={{
                  position: 'absolute',
                  top: 0,
                  left: 0,
                  width: '100%',
                  transform: `translateY(${item.start}px)`,
                }}
              >
                <MessageBubble message={message} />
              </div>
            );
          })}
        </div>
      </div>
      {hasUnseen ? (
        <Button
          type="primary"
          shape="round"
          size="small"
          icon={<ArrowDownOutlined aria-hidden />}
          aria-label={t('messages.scrollToLatest')}
          onClick={() => virtualizer.scrollToEnd({ behavior: 'smooth' })}
          style={{ position: 'absolute', bottom: 12, left: '50%', transform: 'translateX(-50%)' }}
        >
          {t('messages.newMessages')}
        </Button>
      ) : null}
    </div>
  );
}
