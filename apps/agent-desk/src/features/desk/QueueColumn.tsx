import type { Attendance } from '@atende/contract';
import Badge from 'antd/es/badge';
import Flex from 'antd/es/flex';
import Typography from 'antd/es/typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDesk, useDeskQueues } from './DeskContext';
import { QueueList } from './QueueList';

/** Props of `QueueColumn`. */
export interface QueueColumnProps {
  onOpen(item: Attendance): void;
  onTransfer(item: Attendance): void;
  onClose(item: Attendance): void;
}

/** One titled half of the column: a heading with its count badge over a list filling the rest. */
function QueueSection({
  id,
  title,
  count,
  children,
}: {
  id: string;
  title: string;
  count: number;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      style={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' }}
    >
      <Flex align="center" gap={8} style={{ padding: '8px 12px 4px' }}>
        <Typography.Title level={5} id={id} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
        <Badge
          count={count}
          showZero
          overflowCount={9999}
          color={count > 0 ? '#1677ff' : '#bfbfbf'}
        />
      </Flex>
      <div style={{ flex: 1, minHeight: 0 }}>{children}</div>
    </section>
  );
}

/** Seed 000 §2.4 queue column: the waiting list and my services, each with its count badge. */
export function QueueColumn({ onOpen, onTransfer, onClose }: QueueColumnProps) {
  const { t } = useTranslation('agentDesk');
  const { waiting, active, loading } = useDeskQueues();
  const currentId = useDesk((state) => state.currentId);
  const unread = useDesk((state) => state.unread);
  return (
    <Flex vertical style={{ height: '100%', minHeight: 0 }}>
      <QueueSection id="desk-waiting" title={t('desk.waiting')} count={waiting.length}>
        <QueueList
          kind="waiting"
          items={waiting}
          loading={loading}
          selectedId={currentId}
          label={t('desk.waiting')}
          onOpen={onOpen}
        />
      </QueueSection>
      <QueueSection id="desk-active" title={t('desk.myServices')} count={active.length}>
        <QueueList
          kind="active"
          items={active}
          loading={loading}
          selectedId={currentId}
          label={t('desk.myServices')}
          unread={unread}
          onOpen={onOpen}
          onTransfer={onTransfer}
          onClose={onClose}
        />
      </QueueSection>
    </Flex>
  );
}
