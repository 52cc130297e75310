import { MoreOutlined } from '@ant-design/icons';
import type { Attendance } from '@atende/api-client';
import { useVirtualizer } from '@tanstack/react-virtual';
import { Button, Dropdown, Empty, Spin, Typography } from 'antd';
import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NO_LAYOUT_RECT, observeRectWithFallback } from '../../shared/virtualLayout';
import { localTimeOf } from './startTime';

/** Height of one queue row, in pixels (fixed, so 5,000 rows scroll without measuring). */
const QUEUE_ROW_HEIGHT = 56;

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
  /** Height of the scroll area; default fills its parent. */
  height?: number | string;
}

/**
 * A virtualised queue list (waiting or my services): client name and local start time per row.
 * Keyboard: ArrowUp/ArrowDown/Home/End move between rows, Enter or Space opens one.
 */
export function QueueList(props: QueueListProps) {
  const { kind, items, loading, selectedId, label, onOpen } = props;
  const { t } = useTranslation('agentDesk');
  const scrollRef = useRef<HTMLDivElement>(null);
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
  const tabStopIndex = selectedIndex >= 0 ? selectedIndex : 0;

  if (loading && items.length === 0) {
    return (
      <div style={{ padding: 24, textAlign: 'center' }}>
        <Spin aria-label={t('desk.loading')} />
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

  return (
    <div
      ref={scrollRef}
      role="list"
      aria-label={label}
      style={{ height: props.height ?? '100%', overflowY: 'auto', contain: 'strict' }}
    >
      <div style={{ height: virtualizer.getTotalSize(), position: 'relative', width: '100%' }}>
        {virtualizer.getVirtualItems().map((row) => {
          const item = items[row.index];
          if (!item) return null;
          const selected = item.attendence_Id === selectedId;
          const rowIsTabStop = row.index === tabStopIndex;
          return (
            <div
              key={item.attendence_Id}
              role="listitem"
              data-index={row.index}
              data-testid={kind === 'waiting' ? 'waiting-item' : 'active-item'}
              data-phone={item.client_Identify}
              data-attendance-id={item.attendence_Id}
              aria-current={selected ? 'true' : undefined}
              aria-label={t('desk.itemLabel', {
                name: item.client_Name || item.client_Identify,
                time: localTimeOf(item.start_Queue),
              })}
              tabIndex={rowIsTabStop ? 0 : -1}
              onClick={() => onOpen(item)}
              onKeyDown={(event) => onKeyDown(event, row.index, item)}
              className="atende-queue-row"
              style={{
                position: 'absolute',
                top: 0,
                left: 0,
                width: '100%',
                height: QUEUE_ROW_HEIGHT,
                transform: `translateY(${row.start}px)`,
                display: 'flex',
                alignItems: 'center',
                gap: 8,
                padding: '0 8px 0 12px',
                cursor: 'pointer',
                borderLeft: `3px solid ${selected ? '#1677ff' : 'transparent'}`,
                background: selected ? 'rgba(22, 119, 255, 0.08)' : undefined,
                boxSizing: 'border-box',
              }}
            >
              <div style={{ flex: 1, minWidth: 0 }}>
                <Typography.Text strong ellipsis style={{ display: 'block' }}>
                  {item.client_Name || item.client_Identify}
                </Typography.Text>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {localTimeOf(item.start_Queue)}
                </Typography.Text>
              </div>
              {kind === 'active' && (props.onTransfer || props.onClose) && (
                <Dropdown
                  trigger={['click']}
                  menu={{
                    items: [
                      { key: 'transfer', label: t('desk.transfer') },
                      { key: 'close', label: t('desk.closeService') },
                    ],
                    onClick: ({ key, domEvent }) => {
                      domEvent.stopPropagation();
                      if (key === 'transfer') props.onTransfer?.(item);
                      if (key === 'close') props.onClose?.(item);
                    },
                  }}
                >
                  <Button
                    type="text"
                    size="small"
                    icon={<MoreOutlined />}
                    aria-label={t('desk.itemMenu', {
                      name: item.client_Name || item.client_Identify,
                    })}
                    onClick={(event) => event.stopPropagation()}
                    onKeyDown={(event) => event.stopPropagation()}
                  />
                </Dropdown>
              )}
            </div>
          );
        })}
      </div>
    </div>
  );
}
