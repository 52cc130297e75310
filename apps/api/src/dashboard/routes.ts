import {
  DASHBOARD_HOURLY_MAX_DAYS,
  DashboardAgentStatus,
  DashboardAttendanceStatus,
  DashboardInteractionStatus,
} from '@atende/contract';
import {
  DashboardAgentRowSchema,
  DashboardAttendanceRowSchema,
  DashboardHourSchema,
  DashboardInteractionRowSchema,
  DashboardMessageRowSchema,
  DashboardSummarySchema,
  WaitingCountSchema,
} from '@atende/contract/schemas';
import { Type } from '@sinclair/typebox';
import { AGENT_WORK, authenticated, customerField, opens } from '../access/declare';
import { interactionOfCustomer } from '../access/rules/dashboard';
import type { DomainPlugin } from '../http/domain';
import { badRequest } from '../http/errors';
import { errorResponses, Id, ListOf, OptionalId } from '../http/schemas';
import {
  dashboardAgents,
  dashboardAttendances,
  dashboardHourly,
  dashboardInteractions,
  dashboardSummary,
  interactionMessageRows,
  waitingCount,
  type DashboardFilter,
} from './queries';

const tags = ['dashboard'];

/**
 * "Dates are UTC ISO without milliseconds, from start-of-day to end-of-day" (seed 001 §7).
 * Milliseconds are tolerated (and kept); offsets other than Z are not.
 */
const DATE_TIME_PATTERN = '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d{1,3})?Z$';
const DateTimeParam = (description: string) =>
  Type.String({
    pattern: DATE_TIME_PATTERN,
    maxLength: 24,
    description: `${description}, UTC ISO without milliseconds`,
    examples: ['2026-01-15T00:00:00Z'],
  });

/** A drill-down status code (seed 001 §4), 0 (total) when absent. */
const StatusCode = (description: string) =>
  Type.Optional(Type.Integer({ minimum: 0, maximum: 3, default: 0, description }));

/** Reads a validated date field; a date that does not exist (2026-02-30) is a 400 naming it. */
function dateField(field: string, value: string): Date {
  const date = new Date(value);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 19) !== value.slice(0, 19)) {
    throw badRequest(field, `${field} is not a valid date.`);
  }
  return date;
}

/** A drill-down status of a validated query (0, the total, when absent) as its contract code. */
function codeOf<Code extends number>(
  codes: Readonly<Record<string, Code>>,
  value: number | undefined,
  field: string,
): Code {
  const code = Object.values(codes).find((c) => c === (value ?? 0));
  if (code === undefined) throw badRequest(field, `${field} is not a known status.`);
  return code;
}

interface RangeQuery {
  channel_id?: number;
  start_date_time: string;
  end_date_time: string;
}

/** The dashboard's controls from a validated query (start must not be after end). */
function filterOf(customerId: number, q: RangeQuery): DashboardFilter {
  const start = dateField('start_date_time', q.start_date_time);
  const end = dateField('end_date_time', q.end_date_time);
  if (start.getTime() > end.getTime()) {
    throw badRequest('end_date_time', 'end_date_time must not be before start_date_time.');
  }
  return { customerId, channelId: q.channel_id ?? 0, start, end };
}

const rangeFields = {
  channel_id: Type.Optional(OptionalId("Channel (0: 'All', seed 001 §9)")),
  start_date_time: DateTimeParam('Range start'),
  end_date_time: DateTimeParam('Range end (inclusive)'),
};

/**
 * The client dashboard (painelCliente) of seed 001 §2 and §7 "External integration service", under
 * the integration base, plus the bell's live count under the API base. Definitions: docs/adr/0018.
 */
export const dashboardPlugin: DomainPlugin = async (app, { ctx }) => {
  const integration = ctx.config.integrationBase;
  // "Dashboard: Painel, shown only above level 1" (seed 001 §6).
  const dashboard = opens('dashboard');

  app.get(
    `${integration}/Light_Dashboard`,
    {
      config: authenticated({ customer: customerField('customer_id'), level: dashboard }),
      schema: {
        tags,
        summary: 'Dashboard summary: the agents, attendances and interactions cards',
        querystring: Type.Object({ customer_id: Id('Customer id'), ...rangeFields }),
        response: { 200: DashboardSummarySchema, ...errorResponses },
      },
    },
    async (request) => {
      const q = request.query;
      return dashboardSummary(ctx.db, filterOf(q.customer_id, q));
    },
  );

  app.get(
    `${integration}/Light_Dashboard_Agent`,
    {
      config: authenticated({ customer: customerField('customer_id'), level: dashboard }),
      schema: {
        tags,
        summary: 'Agents drill-down (status_agent: 0 total, 1 enabled, 2 disabled)',
        querystring: Type.Object({
          customer_id: Id('Customer id'),
          // Seed 001 §7 lists only customer_id; §4 gives the codes. Named like status_att.
          status_agent: Type.Optional(
            Type.Integer({
              minimum: 0,
              maximum: 2,
              default: 0,
              description: '0 total, 1 enabled (available), 2 disabled (paused)',
            }),
          ),
        }),
        response: { 200: ListOf(DashboardAgentRowSchema), ...errorResponses },
      },
    },
    async (request) => {
      const q = request.query;
      return dashboardAgents(
        ctx.db,
        q.customer_id,
        codeOf(DashboardAgentStatus, q.status_agent, 'status_agent'),
      );
    },
  );

  app.get(
    `${integration}/Light_Dashboard_Attendence`,
    {
      config: authenticated({ customer: customerField('customer_id'), level: dashboard }),
      schema: {
        tags,
        summary: 'Attendances drill-down (status_att: 0 total, 1 open, 2 attended, 3 on hold)',
        querystring: Type.Object({
          customer_id: Id('Customer id'),
          ...rangeFields,
          status_att: StatusCode('0 total, 1 open (in attendance), 2 attended, 3 on hold'),
        }),
        response: { 200: ListOf(DashboardAttendanceRowSchema), ...errorResponses },
      },
    },
    async (request) => {
      const q = request.query;
      return dashboardAttendances(
        ctx.db,
        filterOf(q.customer_id, q),
        codeOf(DashboardAttendanceStatus, q.status_att, 'status_att'),
      );
    },
  );

  app.get(
    `${integration}/Light_Dashboard_Interaction`,
    {
      config: authenticated({ customer: customerField('Customer_Id'), level: dashboard }),
      schema: {
        tags,
        summary:
          'Interactions drill-down (status_interaction: 0 total, 1 open, 2 closed, 3 abandoned)',
        querystring: Type.Object({
          Customer_Id: Id('Customer id'),
          ...rangeFields,
          status_interaction: StatusCode('0 total, 1 open, 2 closed, 3 abandoned'),
        }),
        response: { 200: ListOf(DashboardInteractionRowSchema), ...errorResponses },
      },
    },
    async (request) => {
      const q = request.query;
      return dashboardInteractions(
        ctx.db,
        filterOf(q.Customer_Id, q),
        codeOf(DashboardInteractionStatus, q.status_interaction, 'status_interaction'),
      );
    },
  );

  app.get(
    `${integration}/User_Messages_List`,
    {
      config: authenticated({
        customer: customerField('Customer_Id'),
        level: dashboard,
        object: interactionOfCustomer('Client_Operation_Id'),
      }),
      schema: {
        tags,
        summary: 'Messages of a chatbot session (0 client, 1 chatbot, 2 agent)',
        querystring: Type.Object({
          Customer_Id: Id('Customer id'),
          Client_Operation_Id: Id('The interaction (client_Operation_Id of its row)'),
        }),
        response: { 200: ListOf(DashboardMessageRowSchema), ...errorResponses },
      },
    },
    async (request) => {
      const q = request.query;
      return interactionMessageRows(ctx.db, q.Client_Operation_Id);
    },
  );

  app.get(
    `${integration}/Light_Dashboard_Hourly`,
    {
      config: authenticated({ customer: customerField('customer_id'), level: dashboard }),
      schema: {
        tags,
        summary: `Attendances queued per UTC hour of the range (at most ${DASHBOARD_HOURLY_MAX_DAYS} days; beyond the spec)`,
        querystring: Type.Object({ customer_id: Id('Customer id'), ...rangeFields }),
        response: { 200: ListOf(DashboardHourSchema), ...errorResponses },
      },
    },
    async (request) => {
      const q = request.query;
      const filter = filterOf(q.customer_id, q);
      if (filter.end.getTime() - filter.start.getTime() > DASHBOARD_HOURLY_MAX_DAYS * 86_400_000) {
        throw badRequest(
          'end_date_time',
          `The range must not exceed ${DASHBOARD_HOURLY_MAX_DAYS} days.`,
        );
      }
      return dashboardHourly(ctx.db, filter);
    },
  );

  // Seed 000 §2.5 shows "a bell badge (fixed value 6)"; ours is the live number of clients waiting
  // in the customer (docs/adr/0018), for anyone who works there and opens the panel or the queue.
  app.get(
    `${ctx.config.apiBase}/User_Att_Waitting_Count`,
    {
      config: authenticated({ customer: customerField(), level: [dashboard, AGENT_WORK] }),
      schema: {
        tags,
        summary: "The manager bar's bell: clients waiting now in the customer (beyond the spec)",
        querystring: Type.Object({ Customer_Id: Id('Customer id') }),
        response: { 200: WaitingCountSchema, ...errorResponses },
      },
    },
    async (request) => {
      const q = request.query;
      return waitingCount(ctx.db, q.Customer_Id);
    },
  );
};
