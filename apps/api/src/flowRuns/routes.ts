import { FLOW_LIMITS } from '@atende/contract';
import {
  FlowErrorBodySchema,
  FlowStepStatsRowSchema,
  FlowTestTurnAnswerSchema,
  FlowTestTurnBodySchema,
} from '@atende/contract/schemas';
import { Type } from '@sinclair/typebox';
import { authenticated, customerField, opens } from '../access/declare';
import { flowOfCustomer } from '../access/rules/flow';
import type { DomainPlugin } from '../http/domain';
import { errorResponses, Id, ListOf } from '../http/schemas';
import { testTurn } from './sandbox';
import { flowStepStats, rangeDate } from './stats';

const tags = ['flows'];
const DATE_TIME = '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d{1,3})?Z$';
const DateParam = (description: string) =>
  Type.String({
    pattern: DATE_TIME,
    maxLength: 24,
    description: `${description}, UTC ISO`,
    examples: ['2026-01-15T00:00:00Z'],
  });

/**
 * The flow editor's view of runs (issue 19, docs/adr/0030), both at the Flow level that opens the
 * editor (2, read-only included: they change nothing): `Flow_Test_Turn`, the test panel's sandbox
 * turn, and `Flow_Step_Stats`, the per-step overlay from real interactions.
 */
export const flowRunsPlugin: DomainPlugin = async (app, { ctx }) => {
  const base = ctx.config.apiBase;

  app.post(
    `${base}/Flow_Test_Turn`,
    {
      config: authenticated({ customer: customerField(), level: opens('flows') }),
      bodyLimit: FLOW_LIMITS.maxBodyBytes,
      schema: {
        tags,
        summary:
          'Runs the flow being edited (saved or not) for one client message in a sandbox: no row written, nothing sent; the state comes back in the next call',
        querystring: Type.Object({ Customer_Id: Id('Customer id') }),
        body: FlowTestTurnBodySchema,
        response: {
          200: FlowTestTurnAnswerSchema,
          ...errorResponses,
          400: FlowErrorBodySchema,
        },
      },
    },
    async (request) =>
      testTurn(request.body, request.query.Customer_Id, ctx.config.chatbotLanguage),
  );

  app.get(
    `${base}/Flow_Step_Stats`,
    {
      config: authenticated({
        customer: customerField(),
        level: opens('flows'),
        object: flowOfCustomer('Flow_Id', 'flow_Id'),
      }),
      schema: {
        tags,
        summary:
          'Per step of a flow: interactions started in the range that entered it and that stopped there (drop-off)',
        querystring: Type.Object({
          Customer_Id: Id('Customer id'),
          Flow_Id: Id('Flow id'),
          Start_Date: DateParam('Range start'),
          End_Date: DateParam('Range end (inclusive)'),
        }),
        response: { 200: ListOf(FlowStepStatsRowSchema), ...errorResponses },
      },
    },
    async (request) => {
      const q = request.query;
      const start = rangeDate('Start_Date', q.Start_Date);
      const end = rangeDate('End_Date', q.End_Date);
      return flowStepStats(ctx.db, q.Customer_Id, q.Flow_Id, start, end);
    },
  );
};
