/**
 * What an embed page shows for a verified token (docs/adr/0033): the report with its filter form
 * and figures, the services behind a figure, a service's messages, or a figure's CSV.
 */
import type { AppContext } from '../../context';
import { EXPORTABLE, type Exportable, reportCsv } from '../data/csv';
import type { ReportFilter } from '../data/params';
import type { VisualizationType } from '../embedToken';
import { figuresOf } from './catalogue';
import { errorBody } from './document';
import { messagesBody, selectionOfQuery, selectionQuery, servicesBody } from './drilldown';
import { choicesOf, filterForm } from './filterForm';
import { html, type SafeHtml } from './html';
import { filterOfForm, formStateOf, hrefOf, type FormState, type RawQuery } from './pageQuery';
import { figureSection } from './sections';
import { columnLabelOf, EMBED_TEXTS, type EmbedLanguage, type EmbedTexts, fill } from './texts';

/** A request for an embed page whose token was verified. */
export interface EmbedRequest {
  ctx: AppContext;
  type: VisualizationType;
  report: { id: number; name: string };
  customerId: number;
  visualizationId: number;
  /** `/embed/{type}/{token}`. */
  base: string;
  /** '' (the report), '/services', '/services/{id}' or '/csv'. */
  part: string;
  serviceId: number | undefined;
  query: RawQuery;
  language: EmbedLanguage;
}

/** An HTML page (its status, title and body) or a CSV file. */
export type EmbedAnswer =
  | { kind: 'html'; status: number; title: string; body: SafeHtml }
  | { kind: 'csv'; csv: string; filename: string };

const problemBody = (t: EmbedTexts, problem: string, back: string) =>
  html`<p><a href="${back}">${t.backToReport}</a></p>
    <p role="alert">${problem}</p>`;

/** The report page: title, filter form, time-zone note, then each figure's section. */
async function reportPage(r: EmbedRequest, t: EmbedTexts, form: FormState, checked: Checked) {
  const figures = figuresOf(r.type, r.visualizationId);
  const choices = await choicesOf(r.ctx.db, r.customerId);
  const head = html`<h1>${r.report.name}</h1>
    ${filterForm(t, form, choices, figures.includes('waiting'))}`;
  if ('problem' in checked) {
    return {
      kind: 'html',
      status: 400,
      title: r.report.name,
      body: html`${head}
        <p role="alert">${checked.problem}</p>`,
    } as const;
  }
  const c = {
    db: r.ctx.db,
    filter: checked.filter,
    threshold: checked.threshold,
    language: r.language,
    t,
    base: r.base,
    form,
  };
  const sections = await Promise.all(figures.map((figure) => figureSection(c, figure)));
  const zone = html`<p class="note">${fill(t.timeZone, { zone: checked.filter.timeZone })}</p>`;
  return {
    kind: 'html',
    status: 200,
    title: r.report.name,
    body: html`${head}${zone}${sections}`,
  } as const;
}

type Checked = { filter: ReportFilter; threshold: number } | { problem: string };

/** The page or file a verified request asks for. */
export async function embedPage(r: EmbedRequest): Promise<EmbedAnswer> {
  const t = EMBED_TEXTS[r.language];
  const form = await formStateOf(r.ctx, r.customerId, r.query, r.language);
  const checked = await filterOfForm(r.ctx, r.customerId, form, t);
  if (r.part === '') return reportPage(r, t, form, checked);
  const figures = figuresOf(r.type, r.visualizationId);
  const report = hrefOf(r.base, form);
  const refused = (status: number, kind: 'invalid' | 'notFound') =>
    ({
      kind: 'html',
      status,
      title: t.errorTitle,
      body: html`<p><a href="${report}">${t.backToReport}</a></p>
        ${errorBody(r.language, kind)}`,
    }) as const;
  // The services behind figures: not for a report that shows only the chatbot's interactions.
  const drills = figures.some((f) => f !== 'chatbot');
  if ('problem' in checked) {
    return {
      kind: 'html',
      status: 400,
      title: t.errorTitle,
      body: problemBody(t, checked.problem, report),
    };
  }
  const selection = selectionOfQuery(r.query);
  if (r.part === '/csv') {
    const name = EXPORTABLE.find((e) => e === r.query.report);
    const allowed =
      name === 'services' ? drills : figures.includes(name as Exclude<Exportable, 'services'>);
    if (!name || !allowed) return refused(404, 'invalid');
    const csv = await reportCsv(r.ctx.db, name, checked.filter, {
      threshold: checked.threshold,
      selection,
      label: columnLabelOf(r.language),
    });
    return {
      kind: 'csv',
      csv,
      filename: `${name}_${checked.filter.from}_${checked.filter.to}.csv`,
    };
  }
  if (!drills) return refused(404, 'invalid');
  const page = Math.min(
    100_000,
    Math.max(1, Number(/^\d{1,6}$/.test(r.query.page ?? '') ? r.query.page : 1)),
  );
  const common = { db: r.ctx.db, filter: checked.filter, t, language: r.language };
  if (r.serviceId === undefined) {
    const found = await servicesBody({ ...common, selection, page, base: r.base, form });
    return { kind: 'html', status: 200, ...found };
  }
  const back = hrefOf(`${r.base}/services`, form, { ...selectionQuery(selection), page });
  const found = await messagesBody({ ...common, attendanceId: r.serviceId, back });
  return found ? { kind: 'html', status: 200, ...found } : refused(404, 'notFound');
}
