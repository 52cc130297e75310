import Flex from 'antd/es/flex';
import Progress from 'antd/es/progress';
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
      {percent !== null ? (
        <Progress
          percent={percent}
          size="small"
          showInfo={false}
          style={{ width: 120, margin: 0 }}
          aria-label={t('topBar.shiftProgress')}
        />
      ) : null}
      <Typography.Text strong aria-label={t('topBar.currentTime')} role="timer">
        {dayjs(now).format('HH:mm:ss')}
      </Typography.Text>
    </Flex>
  );
}
