/**
 * The embed pages behind a figure (issue 20 "A bar or cell opens the services behind it, and a
 * service opens its messages"): a page of the filter's services narrowed to the selection, then one
 * service's messages, each with its way back.
 */
import { isCalendarDay, weekdayName } from '@atende/contract';
import type { Db } from '../../db/client';
import { listMessages } from '../../attendance/queries';
import { ApiError } from '../../http/errors';
import type { ReportFilter } from '../data/params';
import { servicesPage, type ServiceSelection } from '../data/services';
import { html, type SafeHtml } from './html';
import { hrefOf, type FormState, type RawQuery } from './pageQuery';
import { dataTable } from './table';
import { type EmbedLanguage, type EmbedTexts, fill } from './texts';

/** Services shown on one drill-down page. */
const SERVICES_PAGE_SIZE = 50;

const OUTCOMES = ['answered', 'unanswered', 'closed', 'abandoned'] as const;

const int = (value: string | undefined, min: number, max: number) => {
  if (value === undefined || !/^\d{1,9}$/.test(value)) return undefined;
  const n = Number(value);
  return n >= min && n <= max ? n : undefined;
};

/** The selection a drill-down address names (values out of range are left out). */
export function selectionOfQuery(q: RawQuery): ServiceSelection {
  return {
    day: q.day !== undefined && isCalendarDay(q.day) ? q.day : undefined,
    weekday: int(q.weekday, 1, 7),
    hour: int(q.hour, 0, 23),
    reasonId: int(q.reason_id, 0, 2147483647),
    subReasonId: int(q.sub_reason_id, 0, 2147483647),
    outcome: OUTCOMES.find((o) => o === q.outcome),
  };
}

/** The selection as its query values again (for the links of its pages). */
export function selectionQuery(s: ServiceSelection): Record<string, string | number | undefined> {
  return {
    day: s.day,
    weekday: s.weekday,
    hour: s.hour,
    reason_id: s.reasonId,
    sub_reason_id: s.subReasonId,
    outcome: s.outcome,
  };
}

/** The selection in words: "2026-11-02, Answered", "Monday, 9:00 to 9:59". */
function describe(
  s: ServiceSelection,
  t: EmbedTexts,
  language: EmbedLanguage,
  range: { from: string; to: string },
  reason: string,
): string {
  const parts = [
    s.day ?? (s.weekday === undefined ? `${range.from} – ${range.to}` : undefined),
    s.weekday !== undefined
      ? fill(t.selectionCell, { weekday: weekdayName(s.weekday, language), hour: s.hour ?? 0 })
      : undefined,
    s.reasonId !== undefined ? fill(t.selectionReason, { reason }) : undefined,
    s.outcome ? t.outcomes[s.outcome] : undefined,
  ];
  return parts.filter(Boolean).join(', ');
}

/** A time in the customer's zone, as the page's language writes it. */
function timeFormat(language: EmbedLanguage, timeZone: string) {
  const format = new Intl.DateTimeFormat(language === 'pt' ? 'pt-BR' : language, {
    timeZone,
    dateStyle: 'short',
    timeStyle: 'medium',
  });
  return (iso: string | null) => (iso ? format.format(new Date(iso)) : '');
}

/** The page of services of a selection, with its previous and next pages. */
export async function servicesBody(input: {
  db: Db;
  filter: ReportFilter;
  selection: ServiceSelection;
  page: number;
  base: string;
  form: FormState;
  t: EmbedTexts;
  language: EmbedLanguage;
}): Promise<{ title: string; body: SafeHtml }> {
  const { filter, selection, page, base, form, t, language } = input;
  const found = await servicesPage(input.db, filter, selection, {
    number: page,
    size: SERVICES_PAGE_SIZE,
  });
  const pages = Math.max(1, Math.ceil(found.total / SERVICES_PAGE_SIZE));
  // Every row of a reason's drill-down has that reason: its names, else "(none)".
  const first = found.rows[0];
  const reason =
    [first?.reason_description, first?.sub_reason_description].filter(Boolean).join(' / ') ||
    t.none;
  const title = fill(t.servicesTitle, {
    selection: describe(selection, t, language, filter, reason),
  });
  const here = selectionQuery(selection);
  const at = (n: number) => hrefOf(`${base}/services`, form, { ...here, page: n });
  const when = timeFormat(language, filter.timeZone);
  const c = t.columns;
  const table = dataTable(
    fill(t.pageOf, { page, pages, total: found.total }),
    [
      c.attendence_Id,
      c.client_Name,
      c.client_Identify,
      c.group_Name,
      c.agent_name,
      c.opened,
      c.wait_sec,
      c.handling_sec,
      c.reason_description,
      c.sub_reason_description,
    ],
    found.rows.map((r) => [
      {
        value: String(r.attendence_Id),
        href: hrefOf(`${base}/services/${r.attendence_Id}`, form, { ...here, page }),
        label: fill(t.messagesTitle, { id: r.attendence_Id }),
      },
      r.client_Name,
      r.client_Identify,
      r.group_Name,
      r.agent_Name,
      when(r.opened),
      r.wait_sec,
      r.handling_sec,
      r.reason_description,
      r.sub_reason_description,
    ]),
    language,
  );
  const csv = hrefOf(`${base}/csv`, form, { ...here, report: 'services' });
  const body = html`<p><a href="${hrefOf(base, form)}">${t.backToReport}</a></p>
    <h1>${title}</h1>
    <p><a href="${csv}" download>${t.exportCsv}</a></p>
    ${found.total ? table : html`<p class="note">${t.empty}</p>`}
    <nav class="pages" aria-label="${fill(t.pageOf, { page, pages, total: found.total })}">
      ${page > 1 ? html`<a href="${at(page - 1)}" rel="prev">${t.previous}</a>` : ''}
      ${page < pages ? html`<a href="${at(page + 1)}" rel="next">${t.next}</a>` : ''}
    </nav>`;
  return { title, body };
}

/** One service's messages, or undefined when it is not the filter's customer's. */
export async function messagesBody(input: {
  db: Db;
  filter: ReportFilter;
  attendanceId: number;
  back: string;
  t: EmbedTexts;
  language: EmbedLanguage;
}): Promise<{ title: string; body: SafeHtml } | undefined> {
  const { db, filter, attendanceId, t } = input;
  let rows: Awaited<ReturnType<typeof listMessages>>;
  try {
    rows = await listMessages(db, filter.customerId, attendanceId);
  } catch (error) {
    // Another customer's service (or none): the attendance module's own 404.
    if (error instanceof ApiError && error.statusCode === 404) return undefined;
    throw error;
  }
  const when = timeFormat(input.language, filter.timeZone);
  const title = fill(t.messagesTitle, { id: attendanceId });
  const list = rows.map(
    (m) =>
      html`<li class="msg">
        <span class="who">${t.directions[m.message_Direction] ?? ''}</span
        ><time datetime="${m.message_Update}">${when(m.message_Update)}</time>
        <div class="text">${m.message}</div>
      </li>`,
  );
  const body = html`<p><a href="${input.back}">${t.backToServices}</a></p>
    <h1>${title}</h1>
    ${
      rows.length
        ? html`<ol aria-label="${title}">
            ${list}
          </ol>`
        : html`<p class="note">${t.noMessages}</p>`
    }`;
  return { title, body };
}
