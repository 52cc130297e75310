import { DASHBOARD_HOURLY_MAX_DAYS } from '@atende/contract';
import {
  DashboardHourSchema,
  DashboardSummarySchema,
  WaitingCountSchema,
} from '@atende/contract/schemas';
import { Type } from '@sinclair/typebox';
import { AGENT_WORK, authenticated, customerField, opens } from '../access/declare';
import type { DomainPlugin } from '../http/domain';
import { badRequest } from '../http/errors';
import { errorResponses, Id, ListOf } from '../http/schemas';
import { drilldownRoutes } from './drilldownRoutes';
import { filterOf, rangeFields, tags } from './params';
import { dashboardHourly, dashboardSummary, waitingCount } from './queries';

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

  drilldownRoutes(app, ctx);

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
