/**
 * A customer's report settings (issue 20 "each customer has an IANA time zone (configurable,
 * default from the deployment) ... business hours per customer"): read by report readers, changed
 * by a system administrator (function_Id 1, who also assigns reports: seed 001 §6) in one
 * transaction, which also rebuilds the customer's day roll-ups (ADR 0027), so a change applies to
 * every report at once.
 */
import { businessHoursListProblem, isTimeZone, type ReportSettings } from '@atende/contract';
import { ReportSettingsSchema, ReportSettingsUpdateSchema } from '@atende/contract/schemas';
import { canManageReports } from '@atende/permissions';
import { Type } from '@sinclair/typebox';
import { asc, eq } from 'drizzle-orm';
import { authenticated, customerField, opens } from '../access/declare';
import { currentRoleOf } from '../access/rules/membership';
import type { ObjectRule } from '../access/types';
import type { AppContext } from '../context';
import { customerBusinessHours, customers } from '../db/schema';
import { rebuildReportDays } from './data/calendar';
import type { TypedApp } from '../http/domain';
import { ApiError, badRequest, forbidden } from '../http/errors';
import { errorResponses, Id } from '../http/schemas';

const tags = ['reports'];

/** `reportSettings.write`: only a system administrator (function_Id 1) changes them. */
const settingsWritable: ObjectRule = {
  name: 'reportSettings.write',
  async check({ ctx, caller }) {
    if (!canManageReports(await currentRoleOf(ctx.db, caller.userId))) {
      throw forbidden('Only a system administrator changes the report settings.');
    }
  },
};

/** The customer's settings as the call answers them. */
async function settingsOf(ctx: AppContext, customerId: number): Promise<ReportSettings> {
  const [customer] = await ctx.db
    .select({ zone: customers.timeZone })
    .from(customers)
    .where(eq(customers.id, customerId));
  const hours = await ctx.db
    .select({
      weekday: customerBusinessHours.weekday,
      startMinute: customerBusinessHours.startMinute,
      endMinute: customerBusinessHours.endMinute,
    })
    .from(customerBusinessHours)
    .where(eq(customerBusinessHours.customerId, customerId))
    .orderBy(asc(customerBusinessHours.weekday), asc(customerBusinessHours.startMinute));
  return {
    time_Zone: customer?.zone ?? null,
    default_Time_Zone: ctx.config.defaultTimeZone,
    business_Hours: hours,
  };
}

/** Registers `GET Report_Settings` and `POST Report_Settings_Update`. */
export function settingsRoutes(app: TypedApp, ctx: AppContext): void {
  const base = ctx.config.apiBase;
  app.get(
    `${base}/Report_Settings`,
    {
      config: authenticated({ customer: customerField(), level: opens('reports') }),
      schema: {
        tags,
        summary: "The customer's report time zone and business hours",
        querystring: Type.Object({ Customer_Id: Id('Customer id') }),
        response: { 200: ReportSettingsSchema, ...errorResponses },
      },
    },
    async (request) => settingsOf(ctx, request.query.Customer_Id),
  );

  app.post(
    `${base}/Report_Settings_Update`,
    {
      config: authenticated({
        customer: { in: 'body', field: 'customer_Id' },
        level: opens('reports'),
        object: settingsWritable,
      }),
      schema: {
        tags,
        summary:
          "Changes the customer's report time zone (null: the deployment's) and business hours",
        body: ReportSettingsUpdateSchema,
        response: { 200: ReportSettingsSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { customer_Id, time_Zone, business_Hours } = request.body;
      if (time_Zone !== null && !isTimeZone(time_Zone)) {
        throw badRequest('time_Zone', 'time_Zone is not an IANA time zone.');
      }
      const problem = businessHoursListProblem(business_Hours);
      if (problem) {
        throw new ApiError(
          400,
          'bad_request',
          `business_Hours[${problem.index}]: ${problem.problem}.`,
          'business_Hours',
          problem,
        );
      }
      await ctx.db.transaction(async (tx) => {
        await tx
          .update(customers)
          .set({ timeZone: time_Zone })
          .where(eq(customers.id, customer_Id));
        await tx
          .delete(customerBusinessHours)
          .where(eq(customerBusinessHours.customerId, customer_Id));
        if (business_Hours.length) {
          await tx
            .insert(customerBusinessHours)
            .values(business_Hours.map((h) => ({ customerId: customer_Id, ...h })));
        }
        // The day roll-ups place each bucket by zone and hours: rebuilt before the change shows.
        await rebuildReportDays(tx, customer_Id, time_Zone ?? ctx.config.defaultTimeZone);
      });
      return settingsOf(ctx, customer_Id);
    },
  );
}
