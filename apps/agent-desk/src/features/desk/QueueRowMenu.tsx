import { MoreOutlined } from '@ant-design/icons';
import type { Attendance } from '@atende/contract';
import { MenuButton } from '@atende/ui';
import Button from 'antd/es/button';
import { useTranslation } from 'react-i18next';
import { QUEUE_ROW_HEIGHT } from './QueueRow';

/** Props of {@link QueueRowMenu}. */
export interface QueueRowMenuProps {
  item: Attendance;
  name: string;
  /** Where the virtualiser puts the row, in pixels from the top. */
  start: number;
  /** Reachable by Tab when its row is the list's tab stop. */
  tabStop: boolean;
  onTransfer?(item: Attendance): void;
  onClose?(item: Attendance): void;
}

/**
 * The menu of one of my services (seed 000 §2.4: transfer and close), a button beside its row: a
 * listbox option holds nothing interactive.
 */
export function QueueRowMenu({
  item,
  name,
  start,
  tabStop,
  onTransfer,
  onClose,
}: QueueRowMenuProps) {
  const { t } = useTranslation('agentDesk');
  return (
    <div
      style={{
        position: 'absolute',
        top: 0,
        right: 8,
        height: QUEUE_ROW_HEIGHT,
        transform: `translateY(${start}px)`,
        display: 'flex',
        alignItems: 'center',
      }}
    >
      <MenuButton
        menu={{
          items: [
            { key: 'transfer', label: t('desk.transfer') },
            { key: 'close', label: t('desk.closeService') },
          ],
          onClick: ({ key }) => {
            if (key === 'transfer') onTransfer?.(item);
            if (key === 'close') onClose?.(item);
          },
        }}
      >
        <Button
          type="text"
          size="small"
          icon={<MoreOutlined />}
          data-testid="item-menu"
          tabIndex={tabStop ? 0 : -1}
          aria-label={t('desk.itemMenu', { name })}
        />
      </MenuButton>
    </div>
  );
}
