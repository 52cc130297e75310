import {
  DashboardAgentStatus,
  DashboardAttendanceStatus,
  DashboardInteractionStatus,
} from '@atende/contract';
import {
  DashboardAgentRowSchema,
  DashboardAttendanceRowSchema,
  DashboardInteractionRowSchema,
  DashboardMessageRowSchema,
} from '@atende/contract/schemas';
import { Type } from '@sinclair/typebox';
import { authenticated, customerField, opens } from '../access/declare';
import { interactionOfCustomer } from '../access/rules/dashboard';
import type { AppContext } from '../context';
import type { TypedApp } from '../http/domain';
import { errorResponses, Id, ListOf } from '../http/schemas';
import { dashboardAttendances, dashboardInteractions, interactionMessageRows } from './drilldowns';
import { codeOf, filterOf, rangeFields, StatusCode, tags } from './params';
import { dashboardAgents } from './queries';

/**
 * The dashboard's drill-downs under the integration base (seed 001 §4 codes, §7 calls): agents,
 * attendances, interactions and a chatbot session's messages. Definitions: docs/adr/0018.
 */
export function drilldownRoutes(app: TypedApp, ctx: AppContext): void {
  const integration = ctx.config.integrationBase;
  // "Dashboard: Painel, shown only above level 1" (seed 001 §6).
  const dashboard = opens('dashboard');

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
}
