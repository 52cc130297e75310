import { ChannelSchema, ReportSchema } from '@atende/contract/schemas';
import { canManageReports, canOpenArea } from '@atende/permissions';
import { Type } from '@sinclair/typebox';
import { and, asc, eq } from 'drizzle-orm';
import { callerEntries } from '../access/control';
import { authenticated, customerField, opens } from '../access/declare';
import { currentRoleOf } from '../access/rules/membership';
import type { AppContext } from '../context';
import { channels, customerChannels, reports, userReports } from '../db/schema';
import type { TypedApp } from '../http/domain';
import { errorResponses, Id, ListOf } from '../http/schemas';

/** The customer's channels and reports the console's forms offer. */
export function customerDataRoutes(app: TypedApp, ctx: AppContext): void {
  const base = ctx.config.apiBase;
  const tags = ['admin'];

  app.get(
    `${base}/List_Channel`,
    {
      config: authenticated({
        customer: customerField(),
        level: [
          opens('operators'),
          opens('groups'),
          opens('campaigns'),
          opens('flows'),
          opens('dashboard'),
        ],
      }),
      schema: {
        tags,
        summary: "The customer's channels",
        querystring: Type.Object({ Customer_Id: Id('Customer id') }),
        response: { 200: ListOf(ChannelSchema), ...errorResponses },
      },
    },
    async (request) => {
      const { Customer_Id } = request.query;
      const rows = await ctx.db
        .select({ id: channels.id, name: channels.name })
        .from(channels)
        .innerJoin(customerChannels, eq(customerChannels.channelId, channels.id))
        .where(eq(customerChannels.customerId, Customer_Id))
        .orderBy(asc(channels.id));
      return rows.map((c) => ({ channel_Id: c.id, channel_Name: c.name }));
    },
  );

  app.get(
    `${base}/List_Reports_User`,
    {
      config: authenticated({
        customer: customerField(),
        level: [opens('operators'), opens('reports')],
      }),
      schema: {
        tags,
        summary:
          "Reports of the customer: all of them for the operator form (User level 2+ or function_Id 1), else the caller's own",
        querystring: Type.Object({ Customer_Id: Id('Customer id') }),
        response: { 200: ListOf(ReportSchema), ...errorResponses },
      },
    },
    async (request) => {
      const { Customer_Id } = request.query;
      const userId = request.caller.userId;
      const all =
        canManageReports(await currentRoleOf(ctx.db, userId)) ||
        canOpenArea(await callerEntries(ctx, request), 'operators');
      const rows = all
        ? await ctx.db
            .select()
            .from(reports)
            .where(eq(reports.customerId, Customer_Id))
            .orderBy(asc(reports.id))
        : (
            await ctx.db
              .select()
              .from(reports)
              .innerJoin(userReports, eq(userReports.reportId, reports.id))
              .where(and(eq(reports.customerId, Customer_Id), eq(userReports.userId, userId)))
              .orderBy(asc(reports.id))
          ).map((r) => r.reports);
      return rows.map((r) => ({
        report_Id: r.id,
        report_Code: r.code,
        report_Name: r.name,
        report_Data: r.data,
        report_Parameter: r.parameter,
      }));
    },
  );
}
