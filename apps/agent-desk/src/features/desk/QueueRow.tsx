import type { Attendance } from '@atende/contract';
import Badge from 'antd/es/badge';
import Typography from 'antd/es/typography';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { VISUALLY_HIDDEN } from '@atende/ui';
import { localTimeOf } from './startTime';

/** Height of one queue row, in pixels (fixed, so 5,000 rows scroll without measuring). */
export const QUEUE_ROW_HEIGHT = 56;

/** Props of {@link QueueRow}. */
export interface QueueRowProps {
  kind: 'waiting' | 'active';
  item: Attendance;
  /** The row's place in the whole list (0-based) and the list's size. */
  index: number;
  setSize: number;
  /** Where the virtualiser puts the row, in pixels from the top. */
  start: number;
  selected: boolean;
  /** The list's one tab stop (roving tabindex). */
  tabStop: boolean;
  /** Client messages that arrived while the conversation was not open. */
  unreadCount: number;
  /** Leaves room at the end for the row's menu button. */
  withMenu: boolean;
  name: string;
  onOpen(item: Attendance): void;
  onFocus(index: number): void;
  onKeyDown(event: KeyboardEvent<HTMLDivElement>, index: number, item: Attendance): void;
}

/**
 * One option of a queue listbox: the client name, the local start time and, when client messages
 * wait unread, their count (a badge, read as words).
 */
export function QueueRow(props: QueueRowProps) {
  const { kind, item, selected, withMenu } = props;
  const { t } = useTranslation('agentDesk');
  const count = props.unreadCount;
  const time = localTimeOf(item.start_Queue);
  return (
    <div
      role="option"
      aria-selected={selected}
      aria-setsize={props.setSize}
      aria-posinset={props.index + 1}
      data-index={props.index}
      data-testid={kind === 'waiting' ? 'waiting-item' : 'active-item'}
      data-phone={item.client_Identify}
      data-attendance-id={item.attendence_Id}
      tabIndex={props.tabStop ? 0 : -1}
      onClick={() => props.onOpen(item)}
      onFocus={() => props.onFocus(props.index)}
      onKeyDown={(event) => props.onKeyDown(event, props.index, item)}
      className="atende-queue-row"
      style={{
        position: 'absolute',
        top: 0,
        left: 0,
        width: '100%',
        height: QUEUE_ROW_HEIGHT,
        transform: `translateY(${props.start}px)`,
        display: 'flex',
        alignItems: 'center',
        gap: 8,
        padding: `0 ${withMenu ? 44 : 8}px 0 12px`,
        cursor: 'pointer',
        borderLeft: `3px solid ${selected ? '#1677ff' : 'transparent'}`,
        background: selected ? 'rgba(22, 119, 255, 0.08)' : undefined,
        boxSizing: 'border-box',
      }}
    >
      <div style={{ flex: 1, minWidth: 0 }}>
        <Typography.Text strong ellipsis style={{ display: 'block' }}>
          {props.name}
        </Typography.Text>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {time}
        </Typography.Text>
      </div>
      {count > 0 && (
        <>
          <Badge count={count} overflowCount={99} title={t('desk.unread', { count })} aria-hidden />
          {/* The row's name is its visible text; the count is read as words. */}
          <span style={VISUALLY_HIDDEN}>{t('desk.unread', { count })}</span>
        </>
      )}
    </div>
  );
}
