// The report area's calls (seed 001 §7 Reports; docs/adr/0026): Token_Metabase, List_Payments, and the
// API's own /embed pages. The product's own report figures live in ./data (another plugin).
import {
  nextCalendarDay,
  paymentRangeProblem,
  zonedDayStart,
  type PaymentRangeProblem,
} from '@atende/contract';
import { EmbedTokenSchema, PaymentRowSchema } from '@atende/contract/schemas';
import { Type } from '@sinclair/typebox';
import { authenticated, customerField, opens } from '../access/declare';
import { ApiError, forbidden } from '../http/errors';
import type { DomainPlugin } from '../http/domain';
import { errorResponses, Id, ListOf, Text } from '../http/schemas';
import { customerTimeZone } from './data/params';
import { embedRoutes } from './embed/routes';
import { settingsRoutes } from './settingsRoutes';
import { CUSTOMER_PARAM, embedAddress, signEmbedToken, type VisualizationType } from './embedToken';
import { assignedReport, listPayments } from './queries';

const CALENDAR_DATE = Type.String({
  pattern: '^\\d{4}-\\d{2}-\\d{2}$',
  examples: ['2026-01-01'],
  description: "A calendar day of the customer's time zone (YYYY-MM-DD)",
});

const RANGE_TEXT: Record<PaymentRangeProblem, string> = {
  invalid: 'Incorrect dates: Start_Date and End_Date must be calendar days (YYYY-MM-DD).',
  order: 'Incorrect dates: End_Date is before Start_Date.',
  too_long: 'Incorrect dates, must be within a maximum range of 30 days',
};

/** Token_Metabase and List_Payments, and the /embed pages (ADR 0021: one typed plugin). */
export const reportsPlugin: DomainPlugin = async (app, { ctx }) => {
  const base = ctx.config.apiBase;
  const tags = ['reports'];

  app.get(
    `${base}/Token_Metabase`,
    {
      config: authenticated({ customer: customerField('customer_Id'), level: opens('reports') }),
      schema: {
        tags,
        summary:
          "Signs a Metabase static-embedding token (HS256, 10 minutes) for a report assigned to the caller, the customer parameter locked to the caller's customer",
        querystring: Type.Object({
          customer_Id: Id('Customer id'),
          visualization_type: Type.String({
            pattern: '^(dashboard|question)$',
            examples: ['dashboard'],
          }),
          visualization_id: Id('Dashboard or question id'),
          // Seed 001 §7 sends it; it is never a secret and never changes what is signed.
          key: Type.Optional(Text(200, 0, 'Client key (ignored: never a secret)')),
          theme: Type.Optional(Type.String({ pattern: '^(light|night)$', examples: ['light'] })),
          locale: Type.Optional(Type.String({ pattern: '^(pt|en|es)$', examples: ['en'] })),
        }),
        response: { 200: EmbedTokenSchema, ...errorResponses },
      },
    },
    async (request) => {
      const q = request.query;
      const type = q.visualization_type as VisualizationType;
      const report = await assignedReport(ctx.db, {
        customerId: q.customer_Id,
        userId: request.caller.userId,
        type,
        id: q.visualization_id,
      });
      if (!report) throw forbidden('This report is not assigned to you for this customer.');
      const { token, exp } = signEmbedToken({
        secret: ctx.config.embeddingSecretKey,
        type,
        id: q.visualization_id,
        params: { [CUSTOMER_PARAM]: q.customer_Id },
        nowSeconds: Math.floor(Date.now() / 1000),
      });
      const site = ctx.config.metabaseSiteUrl ?? ctx.config.publicUrl;
      const embed_Url = embedAddress({
        site,
        type,
        token,
        theme: q.theme ?? 'light',
        locale: q.locale ?? 'en',
      });
      return { token, embed_Url, exp };
    },
  );

  app.get(
    `${base}/List_Payments`,
    {
      config: authenticated({ customer: customerField(), level: opens('payments') }),
      schema: {
        tags,
        summary:
          "The payments report's rows updated from Start_Date to End_Date (calendar days of the customer's time zone, at most 30)",
        querystring: Type.Object({
          Customer_Id: Id('Customer id'),
          Start_Date: CALENDAR_DATE,
          End_Date: CALENDAR_DATE,
        }),
        response: { 200: ListOf(PaymentRowSchema), ...errorResponses },
      },
    },
    async (request) => {
      const { Customer_Id, Start_Date, End_Date } = request.query;
      const zone = await customerTimeZone(ctx, Customer_Id);
      const problem = paymentRangeProblem(Start_Date, End_Date, zone);
      if (problem) throw new ApiError(400, 'date_range_invalid', RANGE_TEXT[problem], 'End_Date');
      return listPayments(ctx.db, {
        customerId: Customer_Id,
        from: new Date(zonedDayStart(Start_Date, zone)),
        to: new Date(zonedDayStart(nextCalendarDay(End_Date), zone)),
      });
    },
  );

  settingsRoutes(app, ctx);
  embedRoutes(app, ctx);
};
