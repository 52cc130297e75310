/**
 * The figures of services (issue 20): by day inside and outside business hours, by weekday and
 * hour (heatmap) and waiting time with service level; each bar, cell and count opens its services.
 */
import { servicesByDay, servicesHeatmap, waiting } from '../../data/figures';
import { barChart, COLORS, heatmap } from '../charts';
import { dataTable, type TableCell } from '../table';
import { fill, weekdayNames } from '../texts';
import { type SectionBody, type SectionContext, servicesHref } from './context';

/** Services by day: a stacked bar per day, the table with every outcome. */
export async function servicesDaySection(c: SectionContext): Promise<SectionBody> {
  const { t } = c;
  const days = await servicesByDay(c.db, c.filter);
  const series = [
    { name: t.columns.started_inside, color: COLORS[0] },
    { name: t.columns.started_outside, color: COLORS[1] },
  ];
  const chart = barChart(
    days.map((d) => ({
      label: d.day.slice(5),
      values: [d.started_inside, d.started_outside],
      href: d.started ? servicesHref(c, { day: d.day }) : undefined,
    })),
    series,
  );
  const link = (n: number, day: string, outcome?: string): TableCell => ({
    value: n,
    href: n ? servicesHref(c, { day, outcome }) : undefined,
  });
  const cols = t.columns;
  const table = dataTable(
    t.figures.services_day,
    [
      cols.day,
      cols.started,
      cols.started_inside,
      cols.started_outside,
      cols.answered,
      cols.closed,
      cols.abandoned,
    ],
    days.map((d) => [
      d.day,
      link(d.started, d.day),
      d.started_inside,
      d.started_outside,
      link(d.answered, d.day, 'answered'),
      link(d.closed, d.day, 'closed'),
      link(d.abandoned, d.day, 'abandoned'),
    ]),
    c.language,
  );
  return { chart, table, empty: days.every((d) => d.started === 0) };
}

/** Services by weekday and hour: the heatmap and a weekday × hour table. */
export async function heatmapSection(c: SectionContext): Promise<SectionBody> {
  const { t } = c;
  const cells = await servicesHeatmap(c.db, c.filter);
  const hrefOf = (weekday: number, hour: number) => servicesHref(c, { weekday, hour });
  const chart = heatmap(
    cells.map((cell) => ({ ...cell, count: cell.started, href: hrefOf(cell.weekday, cell.hour) })),
    weekdayNames(c.language),
  );
  const count = new Map(cells.map((cell) => [`${cell.weekday}:${cell.hour}`, cell.started]));
  const hours = Array.from({ length: 24 }, (_, h) => h);
  const rows = weekdayNames(c.language).map((name, i): TableCell[] => [
    name,
    ...hours.map((hour): TableCell => {
      const n = count.get(`${i + 1}:${hour}`) ?? 0;
      const label = `${fill(t.selectionCell, { weekday: name, hour })}: ${n}`;
      return n ? { value: n, href: hrefOf(i + 1, hour), label } : 0;
    }),
  ]);
  const table = dataTable(
    t.figures.heatmap,
    [t.columns.weekday, ...hours.map(String)],
    rows,
    c.language,
  );
  return { chart, table, empty: cells.length === 0 };
}

/** Waiting time and service level of all answered services, inside and outside business hours. */
export async function waitingSection(c: SectionContext): Promise<SectionBody> {
  const { t } = c;
  const w = await waiting(c.db, c.filter, c.threshold);
  const parts = (['all', 'inside', 'outside'] as const).map((part) => ({ part, ...w[part] }));
  const chart = barChart(
    parts.map((p) => ({ label: t.parts[p.part], values: [p.within, p.answered - p.within] })),
    [
      { name: `≤ ${c.threshold} s`, color: COLORS[2] },
      { name: `> ${c.threshold} s`, color: COLORS[1] },
    ],
  );
  const cols = t.columns;
  const percent = (share: number | null) =>
    share === null ? null : `${(share * 100).toFixed(1)} %`;
  const table = dataTable(
    `${t.figures.waiting} (${cols.service_level_seconds}: ${c.threshold})`,
    [
      cols.part,
      cols.answered,
      cols.average_sec,
      cols.median_sec,
      cols.p90_sec,
      cols.within,
      cols.service_level,
    ],
    parts.map((p) => [
      t.parts[p.part],
      p.part === 'all' && p.answered
        ? { value: p.answered, href: servicesHref(c, { outcome: 'answered' }) }
        : p.answered,
      p.average_sec,
      p.median_sec,
      p.p90_sec,
      p.within,
      percent(p.service_level),
    ]),
    c.language,
  );
  return { chart, table, empty: w.all.answered === 0 };
}
