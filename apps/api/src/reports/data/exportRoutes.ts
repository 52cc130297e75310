/**
 * The drill-down and export calls of the reports (issue 20: "A bar or cell opens the services
 * behind it", "CSV export"; docs/adr/0027). A service's messages come from the existing
 * `User_Att_Messages_List`, which opens for report readers.
 */
import { REPORT_LIMITS } from '@atende/contract';
import { ReportServicesPageSchema } from '@atende/contract/schemas';
import { Type } from '@sinclair/typebox';
import type { AppContext } from '../../context';
import type { TypedApp } from '../../http/domain';
import { badRequest } from '../../http/errors';
import { errorResponses } from '../../http/schemas';
import { EXPORTABLE, reportCsv } from './csv';
import { filterFields, filterOf, serviceLevelField, serviceLevelOf, tags } from './params';
import { REPORT_ACCESS } from './routes';
import type { ServiceSelection } from './services';
import { servicesPage } from './services';
import { isCalendarDay } from '@atende/contract';
import { columnLabelOf, EMBED_LANGUAGES } from '../embed/texts';

/** Which services of the filter a drill-down opens: a day, a heatmap cell, a reason, an outcome. */
const selectionFields = {
  day: Type.Optional(
    Type.String({
      pattern: '^\\d{4}-\\d{2}-\\d{2}$',
      maxLength: 10,
      description: 'One day of the range',
    }),
  ),
  weekday: Type.Optional(
    Type.Integer({ minimum: 1, maximum: 7, description: 'ISO weekday (heatmap)' }),
  ),
  hour: Type.Optional(Type.Integer({ minimum: 0, maximum: 23, description: 'Hour (heatmap)' })),
  reason_id: Type.Optional(
    Type.Integer({
      minimum: 0,
      maximum: 2147483647,
      description: 'Closed with this reason (0: none)',
    }),
  ),
  sub_reason_id: Type.Optional(
    Type.Integer({ minimum: 0, maximum: 2147483647, description: 'And this sub-reason (0: none)' }),
  ),
  outcome: Type.Optional(
    Type.Union(
      ['answered', 'unanswered', 'closed', 'abandoned'].map((o) => Type.Literal(o)),
      { description: 'Only the services with this outcome' },
    ),
  ),
};

interface SelectionQuery {
  day?: string;
  weekday?: number;
  hour?: number;
  reason_id?: number;
  sub_reason_id?: number;
  outcome?: string;
}

function selectionOf(q: SelectionQuery): ServiceSelection {
  if (q.day !== undefined && !isCalendarDay(q.day))
    throw badRequest('day', 'day is not a calendar day.');
  const outcome = q.outcome as ServiceSelection['outcome'];
  return {
    day: q.day,
    weekday: q.weekday,
    hour: q.hour,
    reasonId: q.reason_id,
    subReasonId: q.sub_reason_id,
    outcome,
  };
}

/** Registers `Report_Services` (paged drill-down) and `Report_Export` (CSV of any report). */
export function exportRoutes(app: TypedApp, ctx: AppContext): void {
  app.get(
    `${ctx.config.apiBase}/Report_Services`,
    {
      config: REPORT_ACCESS,
      schema: {
        tags,
        summary:
          'The services behind a figure (a day, a heatmap cell, a reason, an outcome), paged',
        querystring: Type.Object({
          ...filterFields,
          ...selectionFields,
          page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000, default: 1 })),
          page_size: Type.Optional(
            Type.Integer({ minimum: 1, maximum: REPORT_LIMITS.maxPageSize, default: 50 }),
          ),
        }),
        response: { 200: ReportServicesPageSchema, ...errorResponses },
      },
    },
    async (request) => {
      const q = request.query;
      const f = await filterOf(ctx, q);
      const page = { number: q.page ?? 1, size: q.page_size ?? 50 };
      const found = await servicesPage(ctx.db, f, selectionOf(q), page);
      return { time_zone: f.timeZone, page: page.number, page_size: page.size, ...found };
    },
  );

  app.get(
    `${ctx.config.apiBase}/Report_Export`,
    {
      config: REPORT_ACCESS,
      schema: {
        tags,
        summary:
          'CSV of a report for the filter (services: one row per service), formulas neutralised',
        querystring: Type.Object({
          ...filterFields,
          ...serviceLevelField,
          ...selectionFields,
          report: Type.Union(
            EXPORTABLE.map((r) => Type.Literal(r, { examples: [r] })),
            { description: 'Which report' },
          ),
          locale: Type.Optional(
            Type.Union(
              EMBED_LANGUAGES.map((l) => Type.Literal(l)),
              { description: 'Column names in this language (default: the wire field names)' },
            ),
          ),
        }),
        response: {
          200: Type.String({ description: 'text/csv; UTF-8 with BOM; ";" separated' }),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const q = request.query;
      const threshold = serviceLevelOf(q.service_level_seconds);
      const f = await filterOf(ctx, q);
      const csv = await reportCsv(ctx.db, q.report, f, {
        threshold,
        selection: selectionOf(q),
        ...(q.locale ? { label: columnLabelOf(q.locale) } : {}),
      });
      void reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${q.report}_${f.from}_${f.to}.csv"`);
      return csv;
    },
  );
}
