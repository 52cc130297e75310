import type { Attendance } from '@atende/contract';
import { useVirtualizer } from '@tanstack/react-virtual';
import Empty from 'antd/es/empty';
import { VISUALLY_HIDDEN } from '@atende/ui';
import Spin from 'antd/es/spin';
import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NO_LAYOUT_RECT, observeRectWithFallback } from '../../shared/virtualLayout';
import { QUEUE_ROW_HEIGHT, QueueRow } from './QueueRow';
import { QueueRowMenu } from './QueueRowMenu';

/** Props of `QueueList`. */
export interface QueueListProps {
  kind: 'waiting' | 'active';
  items: Attendance[];
  loading: boolean;
  selectedId: number | null;
  /** Accessible name of the list. */
  label: string;
  onOpen(item: Attendance): void;
  /** Only for my services: the item menu (seed 000 §2.4: transfer and close). */
  onTransfer?(item: Attendance): void;
  onClose?(item: Attendance): void;
  /** Client messages that arrived per attendance id while the conversation was not open. */
  unread?: Record<number, number>;
  /** Height of the scroll area; default fills its parent. */
  height?: number | string;
}

/**
 * A virtualised queue list (waiting or my services): a listbox whose options show the client name,
 * the local start time and, in my services, the count of unread client messages. Set size and
 * position come from the data (only visible rows are in the page). Keyboard: ArrowUp/ArrowDown/Home/End
 * move between rows, Enter or Space opens one. The row menus (transfer, close) are buttons beside
 * the options, never inside one.
 */
export function QueueList(props: QueueListProps) {
  const { kind, items, loading, selectedId, label, onOpen, unread } = props;
  const { t } = useTranslation('agentDesk');
  const scrollRef = useRef<HTMLDivElement>(null);
  const [focusedIndex, setFocusedIndex] = useState<number | null>(null);
  // The app does not use the React Compiler; this component simply re-renders when the virtualiser asks.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => QUEUE_ROW_HEIGHT,
    overscan: 8,
    initialRect: NO_LAYOUT_RECT,
    observeElementRect: observeRectWithFallback,
  });

  const focusRow = (index: number) => {
    const target = Math.max(0, Math.min(items.length - 1, index));
    virtualizer.scrollToIndex(target, { align: 'auto' });
    requestAnimationFrame(() => {
      scrollRef.current?.querySelector<HTMLElement>(`[data-index="${target}"]`)?.focus();
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>, index: number, item: Attendance) => {
    if (event.target !== event.currentTarget) return;
    const moves: Record<string, number> = {
      ArrowDown: index + 1,
      ArrowUp: index - 1,
      Home: 0,
      End: items.length - 1,
    };
    if (event.key in moves) {
      event.preventDefault();
      focusRow(moves[event.key] ?? index);
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onOpen(item);
    }
  };

  const selectedIndex = items.findIndex((item) => item.attendence_Id === selectedId);
  // The roving tab stop follows the focused row, else the selected one, else the first.
  const tabStopIndex =
    focusedIndex !== null && focusedIndex < items.length
      ? focusedIndex
      : selectedIndex >= 0
        ? selectedIndex
        : 0;

  if (loading && items.length === 0) {
    return (
      // The status names the wait; antd's spinner carries no role, so it takes no name of its own.
      <div role="status" style={{ padding: 24, textAlign: 'center' }}>
        <Spin />
        <span style={VISUALLY_HIDDEN}>{t('desk.loading')}</span>
      </div>
    );
  }
  if (items.length === 0) {
    return (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={kind === 'waiting' ? t('desk.noWaiting') : t('desk.noActive')}
      />
    );
  }

  const rows = virtualizer.getVirtualItems();
  const withMenu = kind === 'active' && Boolean(props.onTransfer || props.onClose);
  const nameOf = (item: Attendance) => item.client_Name || item.client_Identify;

  return (
    <div
      ref={scrollRef}
      style={{ height: props.height ?? '100%', overflowY: 'auto', contain: 'strict' }}
    >
      <div style={{ height: virtualizer.getTotalSize(), position: 'relative', width: '100%' }}>
        {/* The options only: a listbox holds nothing else (the row menus sit beside it, below). */}
        <div role="listbox" aria-label={label}>
          {rows.map((row) => {
            const item = items[row.index];
            if (!item) return null;
            return (
              <QueueRow
                key={item.attendence_Id}
                kind={kind}
                item={item}
                index={row.index}
                setSize={items.length}
                start={row.start}
                selected={item.attendence_Id === selectedId}
                tabStop={row.index === tabStopIndex}
                unreadCount={unread?.[item.attendence_Id] ?? 0}
                withMenu={withMenu}
                name={nameOf(item)}
                onOpen={onOpen}
                onFocus={setFocusedIndex}
                onKeyDown={onKeyDown}
              />
            );
          })}
        </div>
        {withMenu &&
          rows.map((row) => {
            const item = items[row.index];
            if (!item) return null;
            return (
              <QueueRowMenu
                key={item.attendence_Id}
                item={item}
                name={nameOf(item)}
                start={row.start}
                tabStop={row.index === tabStopIndex}
                onTransfer={props.onTransfer}
                onClose={props.onClose}
              />
            );
          })}
      </div>
    </div>
  );
}
