import Flex from 'antd/es/flex';
import theme from 'antd/es/theme';
import Typography from 'antd/es/typography';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { shiftPercent, shortTime } from './shift';
import { useNow } from './useNow';

/** Props of `ShiftProgress`. */
export interface ShiftProgressProps {
  /** `start_Att`, `HH:mm:ss`. */
  start: string;
  /** `end_Att`, `HH:mm:ss`. */
  end: string;
}

/**
 * The share of the shift gone by, as a thin bar drawn from the theme's tokens: a progress bar is all
 * it needs to be, and antd's Progress (with its circle and dashboard modes) would load with the agent
 * screen's first page (ADR 0016).
 */
function ShiftBar({ percent, label }: { percent: number; label: string }) {
  const { token } = theme.useToken();
  const value = Math.round(percent);
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      style={{
        width: 120,
        height: 6,
        flex: 'none',
        borderRadius: 3,
        overflow: 'hidden',
        background: token.colorFillSecondary,
      }}
    >
      <div style={{ width: `${value}%`, height: '100%', background: token.colorPrimary }} />
    </div>
  );
}

/** Shift start and end with a progress bar and the current clock (seed 000 §2.4). */
export function ShiftProgress({ start, end }: ShiftProgressProps) {
  const { t } = useTranslation('shell');
  const now = useNow();
  const percent = shiftPercent(start, end, now);
  return (
    <Flex align="center" gap={8} style={{ minWidth: 0 }}>
      <Typography.Text
        type="secondary"
        title={`${t('topBar.shiftStart')} / ${t('topBar.shiftEnd')}`}
      >
        {t('topBar.shift')}{' '}
        {t('topBar.shiftRange', { start: shortTime(start), end: shortTime(end) })}
      </Typography.Text>
      {percent !== null ? <ShiftBar percent={percent} label={t('topBar.shiftProgress')} /> : null}
      <Typography.Text strong aria-label={t('topBar.currentTime')} role="timer">
        {dayjs(now).format('HH:mm:ss')}
      </Typography.Text>
    </Flex>
  );
}
