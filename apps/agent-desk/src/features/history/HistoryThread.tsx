import { ArrowLeftOutlined } from '@ant-design/icons';
import type { HistoryEntry } from '@atende/contract';
import { attendanceQueries } from '@atende/api-client/query';
import { apiErrorKey } from '@atende/locale';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Typography from 'antd/es/typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MessageList } from '../messages/MessageList';
import { formatLocalDateTime } from '../messages/time';
import { historyLoadOf, READ_ON_OPEN } from './historyLoad';

/** Props of {@link HistoryThread}. */
export interface HistoryThreadProps {
  customerId: number;
  entry: HistoryEntry;
  /** Shown on narrow screens, where the thread replaces the list: back to the list. */
  onBack?: () => void;
}

/**
 * The messages of one past service (seed 000 §2.4 "History dialog": "Right: the selected message
 * thread"), loaded with `User_Att_Messages_List`; a new selection aborts the previous request.
 */
export function HistoryThread({ customerId, entry, onBack }: HistoryThreadProps) {
  const { t } = useTranslation('agentDesk');
  const query = useQuery({
    ...attendanceQueries.historyMessages(customerId, entry.attendence_Id),
    ...READ_ON_OPEN,
  });
  const state = historyLoadOf(query);
  const title = t('history.thread', { start: formatLocalDateTime(entry.start_DateTime) });

  return (
    <Flex vertical gap={8} style={{ height: '100%', minHeight: 0 }}>
      <Flex align="center" gap={8} wrap>
        {onBack ? (
          <Button icon={<ArrowLeftOutlined aria-hidden />} onClick={onBack}>
            {t('history.back')}
          </Button>
        ) : null}
        <Typography.Title level={5} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
      </Flex>
      {state.status === 'error' ? (
        <Alert
          type="error"
          showIcon
          message={t('history.threadError')}
          description={t(apiErrorKey(state.code))}
          action={
            <Button size="small" onClick={() => void query.refetch()}>
              {t('history.retry')}
            </Button>
          }
        />
      ) : (
        <div style={{ flex: 1, minHeight: 0 }}>
          <MessageList
            messages={state.status === 'done' ? state.data : []}
            loading={state.status === 'loading'}
            emptyText={t('history.threadEmpty')}
            ariaLabel={title}
          />
        </div>
      )}
    </Flex>
  );
}
