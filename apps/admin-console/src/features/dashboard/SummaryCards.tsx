import { SearchOutlined } from '@ant-design/icons';
import type { DashboardSummary } from '@atende/contract';
import Button from 'antd/es/button';
import Col from 'antd/es/col';
import Flex from 'antd/es/flex';
import Row from 'antd/es/row';
import Typography from 'antd/es/typography';
import { Panel } from '@atende/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LongestWait } from './LongestWait';

/** The three drill-downs (seed 001 §2 "three cards ... with a magnifier that opens a drill-down"). */
export type DrillDownKind = 'agents' | 'attendances' | 'interactions';

/** Props of `SummaryCards`. */
export interface SummaryCardsProps {
  summary: DashboardSummary | undefined;
  onOpen: (kind: DrillDownKind) => void;
}

function Line({ label, value }: { label: string; value: string | number | undefined }) {
  return (
    <Flex justify="space-between" gap={8}>
      <dt>
        <Typography.Text type="secondary">{label}</Typography.Text>
      </dt>
      <dd style={{ margin: 0 }}>
        <Typography.Text strong>{value ?? '–'}</Typography.Text>
      </dd>
    </Flex>
  );
}

/**
 * The cards of `Light_Dashboard` (seed 001 §3 "Dashboard summary"): operators (total, enabled,
 * disabled), services (total, open, attended, on hold, waiting time to 2 decimals) and interactions
 * (total, open, closed, abandoned), each with its magnifier.
 */
export function SummaryCards({ summary: s, onOpen }: SummaryCardsProps) {
  const { t, i18n } = useTranslation('admin');
  const base = useId();
  const card = (
    kind: DrillDownKind,
    title: string,
    lines: [string, number | string | undefined][],
    extra?: React.ReactNode,
  ) => (
    <Col xs={24} md={8}>
      <Panel
        title={title}
        headingId={`${base}-${kind}`}
        extra={
          <Button
            type="text"
            icon={<SearchOutlined />}
            aria-label={t('dashboard.details', { card: title })}
            onClick={() => onOpen(kind)}
          />
        }
      >
        <dl style={{ margin: 0, display: 'grid', gap: 4 }}>
          {lines.map(([label, value]) => (
            <Line key={label} label={label} value={value} />
          ))}
        </dl>
        {extra}
      </Panel>
    </Col>
  );
  return (
    <Row gutter={[16, 16]}>
      {card('agents', t('dashboard.operators'), [
        [t('dashboard.total'), s?.total_Agents],
        [t('dashboard.enabled'), s?.number_Agents_Enable],
        [t('dashboard.disabled'), s?.number_Agents_Disable],
      ])}
      {card(
        'attendances',
        t('dashboard.services'),
        [
          [t('dashboard.total'), s?.total_Attendence],
          [t('dashboard.open'), s?.number_In_Attendence],
          [t('dashboard.attended'), s?.number_Attended],
          [t('dashboard.onHold'), s?.number_Attendence_Waitting],
          // Seed 001 §9: "Waiting time is shown to 2 decimals."
          [
            t('dashboard.waitingTime'),
            s
              ? s.attendence_Waitting_Time_Sec.toLocaleString(i18n.language, {
                  minimumFractionDigits: 2,
                  maximumFractionDigits: 2,
                })
              : undefined,
          ],
        ],
        <LongestWait since={s?.oldest_Waitting_Start ?? null} />,
      )}
      {card('interactions', t('dashboard.interactions'), [
        [t('dashboard.total'), s?.total_Interactions],
        [t('dashboard.open'), s?.number_Interactions_Open],
        [t('dashboard.closed'), s?.number_Interactions_Closed],
        [t('dashboard.abandoned'), s?.number_Interactions_Abandoned],
      ])}
    </Row>
  );
}
