import type { DashboardHour } from '@atende/contract';
import theme from 'antd/es/theme';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

/**
 * The bars of the hourly chart, drawn by uPlot on a canvas that fills its container's width. The
 * canvas is hidden from screen readers: the figure's caption says what it shows.
 */
export default function HourlyBars({ hours }: { hours: readonly DashboardHour[] }) {
  const box = useRef<HTMLDivElement>(null);
  const { token } = theme.useToken();
  useEffect(() => {
    const element = box.current;
    if (!element) return;
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
          { stroke: token.colorTextSecondary, grid: { stroke: token.colorBorderSecondary } },
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
  }, [hours, token]);
  return <div ref={box} aria-hidden="true" data-testid="hourly-bars" />;
}
