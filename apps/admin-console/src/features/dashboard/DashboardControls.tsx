import { ReloadOutlined } from '@ant-design/icons';
import Button from 'antd/es/button';
import DatePicker from 'antd/es/date-picker';
import Flex from 'antd/es/flex';
import Select from 'antd/es/select';
import { useId, useState } from 'react';
import { VISUALLY_HIDDEN } from '@atende/ui';
import { useTranslation } from 'react-i18next';
import type { DashboardFilters } from './filters';
import { useChannels } from '../../shared/useChannels';

/** Props of `DashboardControls`. */
export interface DashboardControlsProps {
  filters: DashboardFilters;
  /** Applies new filters and loads everything again (the Update button, seed 001 §2). */
  onUpdate: (filters: DashboardFilters) => void;
  busy: boolean;
}

/**
 * The dashboard's controls (seed 001 §2): a date range, a channel selector (channel 0 is All, from
 * List_Channel) and an Update button that applies them.
 */
export function DashboardControls({ filters, onUpdate, busy }: DashboardControlsProps) {
  const { t } = useTranslation('admin');
  const ids = { start: useId(), end: useId(), channel: useId() };
  const [draft, setDraft] = useState(filters);
  const channels = useChannels();
  return (
    <Flex gap={12} wrap align="center" role="group" aria-label={t('dashboard.range')}>
      <label htmlFor={ids.start} style={VISUALLY_HIDDEN}>
        {t('dashboard.rangeStart')}
      </label>
      <label htmlFor={ids.end} style={VISUALLY_HIDDEN}>
        {t('dashboard.rangeEnd')}
      </label>
      <DatePicker.RangePicker
        id={{ start: ids.start, end: ids.end }}
        allowClear={false}
        value={[draft.from, draft.to]}
        placeholder={[t('dashboard.rangeStart'), t('dashboard.rangeEnd')]}
        onChange={(range) => {
          if (range?.[0] && range[1]) setDraft({ ...draft, from: range[0], to: range[1] });
        }}
      />
      <span id={ids.channel} style={VISUALLY_HIDDEN}>
        {t('dashboard.channel')}
      </span>
      <Select
        aria-labelledby={ids.channel}
        style={{ minWidth: 180 }}
        value={draft.channelId}
        loading={channels.isLoading}
        onChange={(channelId: number) => setDraft({ ...draft, channelId })}
        options={[
          { value: 0, label: t('common:channels.all') },
          ...(channels.data ?? []).map((c) => ({ value: c.channel_Id, label: c.channel_Name })),
        ]}
      />
      <Button
        type="primary"
        icon={<ReloadOutlined />}
        loading={busy}
        onClick={() => onUpdate(draft)}
      >
        {t('dashboard.update')}
      </Button>
    </Flex>
  );
}
