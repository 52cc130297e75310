import type { DashboardHour } from '@atende/contract';
import theme from 'antd/es/theme';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatTime } from '@atende/ui';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

/**
 * The bars of the hourly chart, drawn by uPlot on a canvas that fills its container's width. The
 * canvas is hidden from screen readers: the figure's caption says what it shows.
 */
export default function HourlyBars({ hours }: { hours: readonly DashboardHour[] }) {
  const box = useRef<HTMLDivElement>(null);
  const { token } = theme.useToken();
  // Drawn again when the language changes (the axis labels).
  const { i18n } = useTranslation();
  const language = i18n.language;
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const first = hours[0] ? Date.parse(hours[0].hour) : 0;
    const last = hours.at(-1) ? Date.parse(hours.at(-1)!.hour) : 0;
    const multiDay = last - first >= 24 * 3600 * 1000;
    const data: uPlot.AlignedData = [
      hours.map((h) => Date.parse(h.hour) / 1000),
      hours.map((h) => h.total),
    ];
    const chart = new uPlot(
      {
        width: element.clientWidth || 600,
        height: 200,
        legend: { show: false },
        cursor: { show: false },
        scales: { x: { time: true }, y: { range: (_u, _min, max) => [0, Math.max(1, max)] } },
        axes: [
          {
            stroke: token.colorTextSecondary,
            grid: { stroke: token.colorBorderSecondary },
            // The hour in the current language's format (uPlot's own labels are English); the
            // date too when the range spans several days.
            values: (_u, ticks) =>
              ticks.map((tick) =>
                multiDay
                  ? `${formatDate(tick * 1000)} ${formatTime(tick * 1000)}`
                  : formatTime(tick * 1000),
              ),
          },
          {
            stroke: token.colorTextSecondary,
            grid: { stroke: token.colorBorderSecondary },
            // Counts: whole-number ticks only.
            incrs: [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000],
            values: (_u, ticks) => ticks.map((tick) => String(tick)),
          },
        ],
        series: [
          {},
          {
            stroke: token.colorPrimary,
            fill: token.colorPrimaryBg,
            paths: uPlot.paths.bars!({ size: [0.8, 40] }),
            points: { show: false },
          },
        ],
      },
      data,
      element,
    );
    const resize = new ResizeObserver(() =>
      chart.setSize({ width: element.clientWidth, height: 200 }),
    );
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [hours, token, language]);
  return <div ref={box} aria-hidden="true" data-testid="hourly-bars" />;
}
