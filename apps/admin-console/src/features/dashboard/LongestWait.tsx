import Typography from 'antd/es/typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** `h:mm:ss` or `m:ss` of a duration in seconds. */
function formatDuration(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  const seconds = String(s % 60).padStart(2, '0');
  return hours > 0
    ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}`
    : `${minutes}:${seconds}`;
}

/**
 * The longest current wait (beyond the spec), ticking every second from the queue start of the
 * oldest waiting client (`oldest_Waitting_Start`). The ticking text is not a live region: a screen
 * reader reads it when it reaches it, not every second.
 */
export function LongestWait({ since }: { since: string | null }) {
  const { t } = useTranslation('admin');
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!since) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [since]);
  const start = since ? Date.parse(since) : NaN;
  return (
    <Typography.Paragraph style={{ marginTop: 8, marginBottom: 0 }} data-testid="longest-wait">
      <Typography.Text type="secondary">{t('dashboard.longestWait')}</Typography.Text>{' '}
      <Typography.Text strong>
        {Number.isFinite(start) ? formatDuration((now - start) / 1000) : t('dashboard.noWait')}
      </Typography.Text>
    </Typography.Paragraph>
  );
}
