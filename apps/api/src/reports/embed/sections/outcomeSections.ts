/**
 * The figures of outcomes (issue 20): agents' first response and handling, abandonment, closing
 * reasons and the chatbot's interactions; counts of services open the services behind them.
 */
import { abandonment, agentFigures, chatbotFigures, reasonFigures } from '../../data/outcomes';
import { barChart, COLORS } from '../charts';
import { hrefOf } from '../pageQuery';
import { dataTable, type TableCell } from '../table';
import { type SectionBody, type SectionContext, servicesHref } from './context';

/** Answered services per agent (a bar opens that agent's services) and their times. */
export async function agentsSection(c: SectionContext): Promise<SectionBody> {
  const { t } = c;
  const agents = await agentFigures(c.db, c.filter);
  const nameOf = (a: { agent_name: string }) => a.agent_name || t.none;
  // An agent's services: the same report filtered by that agent (0: services nobody holds).
  const agentHref = (id: number) =>
    id ? hrefOf(`${c.base}/services`, { ...c.form, agent_id: String(id) }) : undefined;
  const chart = barChart(
    agents.map((a) => ({
      label: nameOf(a).slice(0, 10),
      values: [a.answered],
      href: agentHref(a.agent_id),
    })),
    [{ name: t.columns.answered, color: COLORS[0] }],
  );
  const cols = t.columns;
  const table = dataTable(
    t.figures.agents,
    [
      cols.agent_name,
      cols.answered,
      cols.first_response_avg_sec,
      cols.first_response_median_sec,
      cols.first_response_p90_sec,
      cols.closed,
      cols.handling_avg_sec,
    ],
    agents.map((a) => [
      nameOf(a),
      { value: a.answered, href: a.answered ? agentHref(a.agent_id) : undefined },
      a.first_response_avg_sec,
      a.first_response_median_sec,
      a.first_response_p90_sec,
      a.closed,
      a.handling_avg_sec,
    ]),
    c.language,
  );
  return { chart, table, empty: agents.length === 0 };
}

/** Services closed unanswered and chatbot interactions abandoned, by day. */
export async function abandonmentSection(c: SectionContext): Promise<SectionBody> {
  const { t } = c;
  const days = await abandonment(c.db, c.filter);
  const chart = barChart(
    days.map((d) => ({
      label: d.day.slice(5),
      values: [d.abandoned, d.bot_abandoned],
      href: d.abandoned ? servicesHref(c, { day: d.day, outcome: 'abandoned' }) : undefined,
    })),
    [
      { name: t.columns.abandoned, color: COLORS[1] },
      { name: t.columns.bot_abandoned, color: COLORS[3] },
    ],
  );
  const cols = t.columns;
  const table = dataTable(
    t.figures.abandonment,
    [cols.day, cols.started, cols.abandoned, cols.bot_started, cols.bot_abandoned],
    days.map((d): TableCell[] => [
      d.day,
      d.started,
      {
        value: d.abandoned,
        href: d.abandoned ? servicesHref(c, { day: d.day, outcome: 'abandoned' }) : undefined,
      },
      d.bot_started,
      d.bot_abandoned,
    ]),
    c.language,
  );
  return {
    chart,
    table,
    empty: days.every((d) => d.started === 0 && d.bot_started === 0),
  };
}

/** Closed services by reason and sub-reason, the largest first. */
export async function reasonsSection(c: SectionContext): Promise<SectionBody> {
  const { t } = c;
  const rows = await reasonFigures(c.db, c.filter);
  const hrefOfRow = (r: { reason_id: number; sub_reason_id: number }) =>
    servicesHref(c, { reason_id: r.reason_id, sub_reason_id: r.sub_reason_id });
  const labelOf = (r: { reason_description: string; sub_reason_description: string }) =>
    [r.reason_description || t.none, r.sub_reason_description].filter(Boolean).join(' / ');
  const chart = barChart(
    rows.map((r) => ({ label: labelOf(r).slice(0, 10), values: [r.closed], href: hrefOfRow(r) })),
    [{ name: t.columns.closed, color: COLORS[2] }],
  );
  const cols = t.columns;
  const table = dataTable(
    t.figures.reasons,
    [cols.reason_description, cols.sub_reason_description, cols.closed],
    rows.map((r) => [
      r.reason_description || t.none,
      r.sub_reason_description || t.none,
      { value: r.closed, href: hrefOfRow(r), label: `${labelOf(r)}: ${r.closed}` },
    ]),
    c.language,
  );
  return { chart, table, empty: rows.length === 0 };
}

/** The chatbot's interactions per flow: handed off, completed and abandoned stacked. */
export async function chatbotSection(c: SectionContext): Promise<SectionBody> {
  const { t } = c;
  const flows = await chatbotFigures(c.db, c.filter);
  const cols = t.columns;
  const chart = barChart(
    flows.map((f) => ({
      label: f.flow_name.slice(0, 10),
      values: [f.handed_off, f.completed, f.abandoned],
    })),
    [
      { name: cols.handed_off, color: COLORS[0] },
      { name: cols.completed, color: COLORS[2] },
      { name: cols.abandoned, color: COLORS[1] },
    ],
  );
  const table = dataTable(
    t.figures.chatbot,
    [cols.flow_name, cols.started, cols.handed_off, cols.completed, cols.abandoned],
    flows.map((f) => [f.flow_name, f.started, f.handed_off, f.completed, f.abandoned]),
    c.language,
  );
  return { chart, table, empty: flows.length === 0 };
}
