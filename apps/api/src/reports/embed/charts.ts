/**
 * The embed pages' charts, drawn as SVG on the server (docs/adr/0033): bars (stacked when a bar has
 * several values) and the weekday × hour heatmap. A chart is a picture of the table beside it: it
 * is hidden from assistive technology and its links are not in the tab order, the table's are.
 */
import { html, type SafeHtml } from './html';

/** One series of a bar chart: its legend text and colour. */
export interface Series {
  name: string;
  color: string;
}

/** One bar: its axis label, one value per series (stacked) and where a click on it goes. */
export interface Bar {
  label: string;
  values: readonly number[];
  href?: string;
}

/** The series colours (contrast of 3:1 or more on white between each other's neighbours). */
export const COLORS = ['#0b57d0', '#e8710a', '#188038', '#a142f4'] as const;

const HEIGHT = 180;
const TOP = 24;
const LEFT = 36;
const BAR = 18;
const GAP = 6;

/** A bar chart; labels are thinned so that at most about 16 show under the axis. */
export function barChart(bars: readonly Bar[], series: readonly Series[]): SafeHtml {
  const max = Math.max(1, ...bars.map((b) => b.values.reduce((a, v) => a + v, 0)));
  const width = LEFT + bars.length * (BAR + GAP) + 8;
  const every = Math.max(1, Math.ceil(bars.length / 16));
  const scale = (v: number) => (v / max) * HEIGHT;
  const columns = bars.map((bar, i) => {
    const x = LEFT + i * (BAR + GAP);
    let y = TOP + HEIGHT;
    const rects = bar.values.map((v, s) => {
      const h = scale(v);
      y -= h;
      return h > 0
        ? html`<rect
            x="${x}"
            y="${y.toFixed(1)}"
            width="${BAR}"
            height="${h.toFixed(1)}"
            fill="${series[s]?.color ?? COLORS[0]}"
          />`
        : '';
    });
    const label =
      i % every === 0
        ? html`<text x="${x + BAR / 2}" y="${TOP + HEIGHT + 14}" font-size="10" text-anchor="middle"
            >${bar.label}</text
          >`
        : '';
    return bar.href
      ? html`<a href="${bar.href}" tabindex="-1">${rects}</a>${label}`
      : html`${rects}${label}`;
  });
  const legend = series.map(
    (s, i) =>
      html`<rect x="${LEFT + i * 170}" y="4" width="10" height="10" fill="${s.color}" /><text
          x="${LEFT + i * 170 + 14}"
          y="13"
          font-size="11"
          >${s.name}</text
        >`,
  );
  return html`<svg
    aria-hidden="true"
    focusable="false"
    width="${width}"
    height="${TOP + HEIGHT + 20}"
    viewBox="0 0 ${width} ${TOP + HEIGHT + 20}"
  >
    <line
      x1="${LEFT - 2}"
      y1="${TOP + HEIGHT}"
      x2="${width}"
      y2="${TOP + HEIGHT}"
      stroke="#8c8c8c"
    />
    <text x="${LEFT - 6}" y="${TOP + 8}" font-size="10" text-anchor="end">${max}</text>
    <text x="${LEFT - 6}" y="${TOP + HEIGHT}" font-size="10" text-anchor="end">0</text>
    ${legend}${columns}
  </svg>`;
}

/** One heatmap cell: its weekday (1..7), hour (0..23), count and where a click goes. */
export interface Cell {
  weekday: number;
  hour: number;
  count: number;
  href: string;
}

const CELL = 22;

/** A colour from white to the first series colour, by `share` (0..1). */
function shade(share: number): string {
  const from = [240, 244, 255];
  const to = [11, 87, 208];
  const mix = from.map((f, i) => Math.round(f + (to[i]! - f) * share));
  return `rgb(${mix.join(',')})`;
}

/** The weekday × hour heatmap, `weekdays` the row labels (Monday first). */
export function heatmap(cells: readonly Cell[], weekdays: readonly string[]): SafeHtml {
  const max = Math.max(1, ...cells.map((c) => c.count));
  const left = 40;
  const top = 16;
  const rows = weekdays.map(
    (day, i) =>
      html`<text x="${left - 6}" y="${top + i * CELL + 15}" font-size="10" text-anchor="end"
        >${day.slice(0, 3)}</text
      >`,
  );
  const hours = Array.from({ length: 24 }, (_, h) =>
    h % 3 === 0
      ? html`<text
          x="${left + h * CELL + CELL / 2}"
          y="${top - 4}"
          font-size="10"
          text-anchor="middle"
          >${h}</text
        >`
      : '',
  );
  const rects = cells.map(
    (c) =>
      html`<a href="${c.href}" tabindex="-1"
        ><rect
          x="${left + c.hour * CELL}"
          y="${top + (c.weekday - 1) * CELL}"
          width="${CELL - 2}"
          height="${CELL - 2}"
          fill="${shade(c.count / max)}"
      /></a>`,
  );
  const width = left + 24 * CELL;
  const height = top + 7 * CELL;
  return html`<svg
    aria-hidden="true"
    focusable="false"
    width="${width}"
    height="${height}"
    viewBox="0 0 ${width} ${height}"
  >
    <rect x="${left}" y="${top}" width="${24 * CELL - 2}" height="${7 * CELL - 2}" fill="#fafafa" />
    ${rows}${hours}${rects}
  </svg>`;
}
