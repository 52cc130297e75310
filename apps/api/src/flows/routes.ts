import { FLOW_LIMITS } from '@atende/contract';
import {
  FlowErrorBodySchema,
  FlowExportRowSchema,
  FlowStepsAnswerSchema,
  FlowStepTypeSchema,
  FlowUpdateAnswerSchema,
  FlowUpdateBodySchema,
  FlowVersionEntrySchema,
} from '@atende/contract/schemas';
import { Type } from '@sinclair/typebox';
import { authenticated, customerField, edits, opens } from '../access/declare';
import { flowOfCustomer } from '../access/rules/flow';
import type { DomainPlugin } from '../http/domain';
import { errorResponses, Id, ListOf } from '../http/schemas';
import {
  exportFlow,
  listFlowVersions,
  listStepTypes,
  readFlowSteps,
  readFlowVersion,
} from './queries';
import { restoreFlowVersion, saveFlow } from './save';

/** The flow calls' errors: `problems` on 400 `flow_invalid`, `conflict` on 409. */
const flowErrors = { ...errorResponses, 400: FlowErrorBodySchema, 409: FlowErrorBodySchema };
const tags = ['flows'];
const FlowQuery = Type.Object({ Customer_Id: Id('Customer id'), Flow_Id: Id('Flow id') });
const VersionQuery = Type.Object({
  Customer_Id: Id('Customer id'),
  Flow_Id: Id('Flow id'),
  Version: Id('A version of the flow (Flow_Version_List)'),
});
/** Reading: Flow level 2 (read-only editor); writing: Flow level 3 (seed 001 §6). */
const reads = (object = true) =>
  authenticated({
    customer: customerField(),
    level: opens('flows'),
    ...(object ? { object: flowOfCustomer('Flow_Id', 'flow_Id') } : {}),
  });

/**
 * The flow designer's calls (seed 001 §7 "Flows", issue 18): List_Flow_Steps, List_Step_Type,
 * Data_Flow_Update, Export_Flow, and the version history (Flow_Version_List, Flow_Version_Steps,
 * Flow_Version_Restore; docs/adr/0023). `List_Flow` stays in the catalog domain.
 */
export const flowsPlugin: DomainPlugin = async (app, { ctx }) => {
  const base = ctx.config.apiBase;

  app.get(
    `${base}/List_Flow_Steps`,
    {
      config: reads(),
      schema: {
        tags,
        summary: "A flow's fields, steps and version (what the editor draws and saves over)",
        querystring: FlowQuery,
        response: { 200: FlowStepsAnswerSchema, ...errorResponses },
      },
    },
    async (request) => readFlowSteps(ctx.db, request.query.Customer_Id, request.query.Flow_Id),
  );

  app.get(
    `${base}/List_Step_Type`,
    {
      config: reads(false),
      schema: {
        tags,
        summary: 'The step types of the add-activity dialog (seed 001 §3 Step type)',
        querystring: Type.Object({ Customer_Id: Id('Customer id') }),
        response: { 200: ListOf(FlowStepTypeSchema), ...errorResponses },
      },
    },
    async () => listStepTypes(ctx.db),
  );

  app.post(
    `${base}/Data_Flow_Update`,
    {
      config: authenticated({
        customer: { in: 'body', field: 'customer_Id' },
        level: edits('flows'),
        object: flowOfCustomer('Flow_Id', 'flow_Id'),
      }),
      bodyLimit: FLOW_LIMITS.maxBodyBytes,
      schema: {
        tags,
        summary:
          'Creates (flow_Id 0) or updates a flow over base_Version (409 when newer); 400 flow_invalid names the steps breaking seed 001 §5',
        body: FlowUpdateBodySchema,
        response: { 200: FlowUpdateAnswerSchema, ...flowErrors },
      },
    },
    async (request) => saveFlow(ctx.db, request.body, request.caller.userId),
  );

  app.get(
    `${base}/Export_Flow`,
    {
      config: reads(),
      schema: {
        tags,
        summary:
          'The flow as rows: the Exit row with its fields, then one row per reply (seed 001 §4)',
        querystring: FlowQuery,
        response: { 200: ListOf(FlowExportRowSchema), ...errorResponses },
      },
    },
    async (request) => exportFlow(ctx.db, request.query.Customer_Id, request.query.Flow_Id),
  );

  app.get(
    `${base}/Flow_Version_List`,
    {
      config: reads(),
      schema: {
        tags,
        summary: "A flow's versions, the current first: author, time and step count",
        querystring: FlowQuery,
        response: { 200: ListOf(FlowVersionEntrySchema), ...errorResponses },
      },
    },
    async (request) => listFlowVersions(ctx.db, request.query.Customer_Id, request.query.Flow_Id),
  );

  app.get(
    `${base}/Flow_Version_Steps`,
    {
      config: reads(),
      schema: {
        tags,
        summary: 'One version of a flow, as List_Flow_Steps answers it',
        querystring: VersionQuery,
        response: { 200: FlowStepsAnswerSchema, ...errorResponses },
      },
    },
    async (request) => {
      const q = request.query;
      return readFlowVersion(ctx.db, q.Customer_Id, q.Flow_Id, q.Version);
    },
  );

  app.post(
    `${base}/Flow_Version_Restore`,
    {
      config: authenticated({
        customer: customerField(),
        level: edits('flows'),
        object: flowOfCustomer('Flow_Id', 'flow_Id'),
      }),
      schema: {
        tags,
        summary:
          'Saves an earlier version as the new current version (over Base_Version, 409 when newer)',
        querystring: Type.Object({
          Customer_Id: Id('Customer id'),
          Flow_Id: Id('Flow id'),
          Version: Id('The version to restore'),
          Base_Version: Id('The version the editor shows (the current one)'),
        }),
        response: { 200: FlowUpdateAnswerSchema, ...flowErrors },
      },
    },
    async (request) => {
      const q = request.query;
      return restoreFlowVersion(ctx.db, {
        customerId: q.Customer_Id,
        flowId: q.Flow_Id,
        version: q.Version,
        baseVersion: q.Base_Version,
        actorId: request.caller.userId,
      });
    },
  );
};
