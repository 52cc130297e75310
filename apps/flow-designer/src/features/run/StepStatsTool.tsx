import { BarChartOutlined } from '@ant-design/icons';
import { useSession } from '@atende/api-client';
import { flowQueries } from '@atende/api-client/query';
import { useQuery } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import Tooltip from 'antd/es/tooltip';
import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FLOW_NAMESPACE } from '../../locale/featureTexts';
import { useFlowDocument } from '../editor/document';
import { useRunOverlayControl } from './runOverlay';

const DAY_MS = 86_400_000;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * The step overlay's toggle (issue 19, ADR 0030): when on, Flow_Step_Stats for the chosen days (the
 * last 30 by default) and each step shows its visits and how many stopped there. A flow never saved
 * has none to show.
 */
export function StepStatsTool() {
  const { t } = useTranslation(FLOW_NAMESPACE);
  const customerId = useSession((state) => state.currentCustomerId) ?? 0;
  const flowId = useFlowDocument((state) => state.flow.flow_Id);
  const overlay = useRunOverlayControl();
  const [on, setOn] = useState(false);
  const [from, setFrom] = useState(() => dayOf(Date.now() - 30 * DAY_MS));
  const [to, setTo] = useState(() => dayOf(Date.now()));
  const fromId = useId();
  const toId = useId();
  const range = useMemo(() => ({ start: `${from}T00:00:00Z`, end: `${to}T23:59:59Z` }), [from, to]);
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(from) && /^\d{4}-\d{2}-\d{2}$/.test(to) && from <= to;
  const query = useQuery({
    ...flowQueries.stepStats(customerId, flowId, range),
    enabled: on && flowId > 0 && valid,
  });
  const rows = query.data;
  useEffect(() => {
    if (!on || !rows) return overlay.setStats(null);
    overlay.setStats(
      new Map(rows.map((r) => [r.step_Id, { visits: r.visits, dropOff: r.drop_Off }])),
    );
  }, [on, rows, overlay]);
  const label = on ? t('run.statsHide') : t('run.stats');
  return (
    <>
      <Tooltip title={label}>
        <Button
          aria-label={label}
          aria-pressed={on}
          icon={<BarChartOutlined />}
          type={on ? 'primary' : 'default'}
          onClick={() => setOn((was) => !was)}
        />
      </Tooltip>
      {on ? (
        <span className="flow-run__stats" data-testid="step-stats-range">
          <label htmlFor={fromId}>{t('run.statsFrom')}</label>
          <Input
            id={fromId}
            type="date"
            size="small"
            value={from}
            onChange={(e) => setFrom(e.target.value)}
          />
          <label htmlFor={toId}>{t('run.statsTo')}</label>
          <Input
            id={toId}
            type="date"
            size="small"
            value={to}
            onChange={(e) => setTo(e.target.value)}
          />
          <span role="status">
            {flowId === 0
              ? t('run.statsNew')
              : query.isError
                ? t('run.statsFailed')
                : query.isFetching
                  ? t('run.statsLoading')
                  : ''}
          </span>
        </span>
      ) : null}
    </>
  );
}
