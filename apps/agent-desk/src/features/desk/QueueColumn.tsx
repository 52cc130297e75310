import type { Attendance } from '@atende/api-client';
import { Badge, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDesk } from './DeskContext';
import { QueueList } from './QueueList';

/** Props of `QueueColumn`. */
export interface QueueColumnProps {
  onOpen(item: Attendance): void;
  onTransfer(item: Attendance): void;
  onClose(item: Attendance): void;
}

function Heading({ id, text, count }: { id: string; text: string; count: number }) {
  return (
    <Flex align="center" gap={8} style={{ padding: '8px 12px 4px' }}>
      <Typography.Title level={5} id={id} style={{ margin: 0 }}>
        {text}
      </Typography.Title>
      <Badge
        count={count}
        showZero
        overflowCount={9999}
        color={count > 0 ? '#1677ff' : '#bfbfbf'}
      />
    </Flex>
  );
}

/** Seed 000 §2.4 queue column: the waiting list and my services, each with its count badge. */
export function QueueColumn({ onOpen, onTransfer, onClose }: QueueColumnProps) {
  const { t } = useTranslation('agentDesk');
  const waiting = useDesk((state) => state.waiting);
  const active = useDesk((state) => state.active);
  const loading = useDesk((state) => state.listsLoading);
  const currentId = useDesk((state) => state.currentId);
  return (
    <Flex vertical style={{ height: '100%', minHeight: 0 }}>
      <section
        aria-labelledby="desk-waiting"
        style={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' }}
      >
        <Heading id="desk-waiting" text={t('desk.waiting')} count={waiting.length} />
        <div style={{ flex: 1, minHeight: 0 }}>
          <QueueList
            kind="waiting"
            items={waiting}
            loading={loading}
            selectedId={currentId}
            label={t('desk.waiting')}
            onOpen={onOpen}
          />
        </div>
      </section>
      <section
        aria-labelledby="desk-active"
        style={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' }}
      >
        <Heading id="desk-active" text={t('desk.myServices')} count={active.length} />
        <div style={{ flex: 1, minHeight: 0 }}>
          <QueueList
            kind="active"
            items={active}
            loading={loading}
            selectedId={currentId}
            label={t('desk.myServices')}
            onOpen={onOpen}
            onTransfer={onTransfer}
            onClose={onClose}
          />
        </div>
      </section>
    </Flex>
  );
}
