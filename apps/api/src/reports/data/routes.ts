/**
 * The product's own report figures under the API base (issue 20 "The product's own reports";
 * docs/adr/0027): each call takes the customer, a range of the customer's calendar days and the
 * group, channel and agent filters, and reads the aggregates kept current on write.
 */
import type {
  ReportAbandonment,
  ReportAgents,
  ReportChatbot,
  ReportHeatmap,
  ReportReasons,
  ReportServicesDay,
} from '@atende/contract';
import {
  ReportAbandonmentSchema,
  ReportAgentsSchema,
  ReportChatbotSchema,
  ReportHeatmapSchema,
  ReportReasonsSchema,
  ReportServicesDaySchema,
  ReportWaitingSchema,
} from '@atende/contract/schemas';
import { Type, type TSchema } from '@sinclair/typebox';
import { authenticated, customerField, opens } from '../../access/declare';
import type { AppContext } from '../../context';
import type { DomainPlugin, TypedApp } from '../../http/domain';
import { errorResponses } from '../../http/schemas';
import { servicesByDay, servicesHeatmap, waiting } from './figures';
import { exportRoutes } from './exportRoutes';
import { abandonment, agentFigures, chatbotFigures, reasonFigures } from './outcomes';
import {
  filterFields,
  filterOf,
  type FilterQuery,
  type ReportFilter,
  serviceLevelField,
  serviceLevelOf,
  tags,
} from './params';

/** "Report: … level 2 or more" (seed 001 §6): reading the customer's reports. */
export const REPORT_ACCESS = authenticated({
  customer: customerField('Customer_Id'),
  level: opens('reports'),
});

/**
 * One figures call: its name, summary, answer schema and how the filter gives the answer (typed by
 * the contract's entity at each call; the schema documents and serialises it).
 */
function figureRoute(
  app: TypedApp,
  ctx: AppContext,
  name: string,
  summary: string,
  answer: TSchema,
  read: (f: ReportFilter) => Promise<unknown>,
) {
  app.get(
    `${ctx.config.apiBase}/${name}`,
    {
      config: REPORT_ACCESS,
      schema: {
        tags,
        summary,
        querystring: Type.Object(filterFields),
        response: { 200: answer, ...errorResponses },
      },
    },
    async (request) => {
      return read(await filterOf(ctx, request.query));
    },
  );
}

/** The report data calls (ADR 0021: one typed plugin). */
export const reportDataPlugin: DomainPlugin = async (app, { ctx }) => {
  const db = ctx.db;
  figureRoute(
    app,
    ctx,
    'Report_Services_Day',
    "Services by the customer's calendar day, inside and outside business hours",
    ReportServicesDaySchema,
    async (f): Promise<ReportServicesDay> => ({
      time_zone: f.timeZone,
      days: await servicesByDay(db, f),
    }),
  );
  figureRoute(
    app,
    ctx,
    'Report_Services_Heatmap',
    "Services by weekday and hour of the customer's day",
    ReportHeatmapSchema,
    async (f): Promise<ReportHeatmap> => ({
      time_zone: f.timeZone,
      cells: await servicesHeatmap(db, f),
    }),
  );
  figureRoute(
    app,
    ctx,
    'Report_Agents',
    'First response and handling time per agent',
    ReportAgentsSchema,
    async (f): Promise<ReportAgents> => ({
      time_zone: f.timeZone,
      agents: await agentFigures(db, f),
    }),
  );
  figureRoute(
    app,
    ctx,
    'Report_Abandonment',
    'Services closed unanswered and chatbot interactions abandoned, by day',
    ReportAbandonmentSchema,
    async (f): Promise<ReportAbandonment> => ({
      time_zone: f.timeZone,
      days: await abandonment(db, f),
    }),
  );
  figureRoute(
    app,
    ctx,
    'Report_Reasons',
    'Closed services by closing reason and sub-reason',
    ReportReasonsSchema,
    async (f): Promise<ReportReasons> => ({
      time_zone: f.timeZone,
      reasons: await reasonFigures(db, f),
    }),
  );
  figureRoute(
    app,
    ctx,
    'Report_Chatbot',
    "The chatbot's interactions per flow (the group and agent filters do not apply)",
    ReportChatbotSchema,
    async (f): Promise<ReportChatbot> => ({
      time_zone: f.timeZone,
      flows: await chatbotFigures(db, f),
    }),
  );

  app.get(
    `${ctx.config.apiBase}/Report_Waiting`,
    {
      config: REPORT_ACCESS,
      schema: {
        tags,
        summary: 'Waiting time (average, median, p90) and service level, inside and outside hours',
        querystring: Type.Object({ ...filterFields, ...serviceLevelField }),
        response: { 200: ReportWaitingSchema, ...errorResponses },
      },
    },
    async (request) => {
      const threshold = serviceLevelOf(request.query.service_level_seconds);
      const f = await filterOf(ctx, request.query satisfies FilterQuery);
      return { time_zone: f.timeZone, ...(await waiting(db, f, threshold)) };
    },
  );

  exportRoutes(app, ctx);
};
