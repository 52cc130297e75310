import { MessageOutlined } from '@ant-design/icons';
import type { HistoryEntry } from '@atende/contract';
import Button from 'antd/es/button';
import Typography from 'antd/es/typography';
import theme from 'antd/es/theme';
import { useTranslation } from 'react-i18next';
import { formatLocalDateTime } from '../messages/time';

/** Props of {@link HistoryEntryList}. */
export interface HistoryEntryListProps {
  entries: HistoryEntry[];
  selectedId: number | null;
  onSelect(entry: HistoryEntry): void;
}

/**
 * A client's past services (seed 000 §2.4 "History dialog": "past services of the client, each with
 * completion description, start, end and a view-messages button"), times shown local.
 */
export function HistoryEntryList({ entries, selectedId, onSelect }: HistoryEntryListProps) {
  const { t } = useTranslation('agentDesk');
  const { token } = theme.useToken();
  return (
    <ul
      aria-label={t('history.pastServices')}
      style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }}
    >
      {entries.map((entry) => {
        const selected = entry.attendence_Id === selectedId;
        const start = formatLocalDateTime(entry.start_DateTime) || t('history.notRecorded');
        // The API answers null for a service without an end.
        const end = formatLocalDateTime(entry.end_DateTime) || t('history.notRecorded');
        return (
          <li
            key={entry.attendence_Id}
            aria-current={selected || undefined}
            data-testid="history-entry"
            style={{
              padding: 12,
              borderRadius: token.borderRadiusLG,
              border: `1px solid ${selected ? token.colorPrimary : token.colorBorderSecondary}`,
              background: selected ? token.colorPrimaryBg : token.colorBgContainer,
            }}
          >
            <Typography.Text strong style={{ display: 'block', overflowWrap: 'anywhere' }}>
              {entry.completion_Description || t('history.noDescription')}
            </Typography.Text>
            <dl
              style={{
                display: 'grid',
                gridTemplateColumns: 'auto 1fr',
                columnGap: 8,
                margin: '4px 0 8px',
              }}
            >
              <dt style={{ color: token.colorTextSecondary }}>{t('history.start')}</dt>
              <dd style={{ margin: 0 }}>{start}</dd>
              <dt style={{ color: token.colorTextSecondary }}>{t('history.end')}</dt>
              <dd style={{ margin: 0 }}>{end}</dd>
            </dl>
            <Button
              size="small"
              type={selected ? 'primary' : 'default'}
              icon={<MessageOutlined aria-hidden />}
              aria-label={t('history.viewMessagesOf', { start })}
              aria-pressed={selected}
              onClick={() => onSelect(entry)}
            >
              {t('history.viewMessages')}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
