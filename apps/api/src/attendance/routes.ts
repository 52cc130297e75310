import { Type } from '@sinclair/typebox';
import { AGENT_WORK, authenticated, customerField, opens } from '../access/declare';
import { attendanceReadable, clientReachable } from '../access/rules/attendance';
import type { AppContext } from '../context';
import type { DomainPlugin, TypedApp } from '../http/domain';
import { commandRoutes } from './commandRoutes';
import { wireMessage } from './wire';
import {
  AttendanceSchema,
  ClientUpdateAnswerSchema,
  HistoryEntrySchema,
  MessageSchema,
} from '@atende/contract/schemas';
import { errorResponses, Id, ListOf, Text } from '../http/schemas';
import { renameClient } from './commands';
import { listActive, listHistory, listMessages, listWaiting } from './queries';

const tags = ['attendance'];

/** The queues and a service's messages. */
function queueRoutes(app: TypedApp, ctx: AppContext): void {
  const base = ctx.config.apiBase;
  const customerQuery = Type.Object({ Customer_Id: Id('Customer id') });

  app.get(
    `${base}/User_Att_Waitting`,
    {
      config: authenticated({ customer: customerField(), level: AGENT_WORK }),
      schema: {
        tags,
        summary: 'Waiting queue',
        querystring: customerQuery,
        response: { 200: ListOf(AttendanceSchema), ...errorResponses },
      },
    },
    async (request) => {
      const { Customer_Id } = request.query;
      return listWaiting(ctx.db, Customer_Id, request.caller.userId);
    },
  );

  app.get(
    `${base}/User_Att_Active_List`,
    {
      config: authenticated({ customer: customerField(), level: AGENT_WORK }),
      schema: {
        tags,
        summary: 'My services',
        querystring: customerQuery,
        response: { 200: ListOf(AttendanceSchema), ...errorResponses },
      },
    },
    async (request) => {
      const { Customer_Id } = request.query;
      return listActive(ctx.db, Customer_Id, request.caller.userId);
    },
  );

  const messagesQuery = Type.Object({ Customer_Id: Id(), Attendence_Id: Id() });
  app.get(
    `${base}/User_Att_Messages_List`,
    {
      config: authenticated({
        customer: customerField(),
        // The reports' drill-down opens a service's messages too (issue 20, docs/adr/0027).
        level: [AGENT_WORK, opens('dashboard'), opens('reports')],
        object: attendanceReadable('Attendence_Id'),
      }),
      schema: {
        tags,
        summary: 'Messages of a service',
        querystring: messagesQuery,
        response: { 200: ListOf(MessageSchema), ...errorResponses },
      },
    },
    async (request) => {
      const q = request.query;
      return (await listMessages(ctx.db, q.Customer_Id, q.Attendence_Id)).map(wireMessage);
    },
  );
}

/** A client's past services and its rename. */
function clientRoutes(app: TypedApp, ctx: AppContext): void {
  const base = ctx.config.apiBase;
  const historyQuery = Type.Object({ Customer_Id: Id(), Client_Id: Id() });
  app.get(
    `${base}/History_Att`,
    {
      config: authenticated({
        customer: customerField(),
        level: [AGENT_WORK, opens('dashboard')],
        object: clientReachable('Client_Id'),
      }),
      schema: {
        tags,
        summary: 'Past services of a client',
        querystring: historyQuery,
        response: {
          200: ListOf(HistoryEntrySchema),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const q = request.query;
      return listHistory(ctx.db, q.Customer_Id, q.Client_Id);
    },
  );

  const renameQuery = Type.Object({
    Customer_Id: Id(),
    Client_Identify: Text(32, 1),
    Client_Name: Text(100, 1),
    Client_Id: Id(),
  });
  app.get(
    `${base}/User_Att_Details/Client_Update`,
    {
      config: authenticated({
        customer: customerField(),
        level: AGENT_WORK,
        object: clientReachable('Client_Id'),
      }),
      schema: {
        tags,
        summary: 'Rename a client (phone read-only)',
        querystring: renameQuery,
        response: {
          200: ClientUpdateAnswerSchema,
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const q = request.query;
      return renameClient(ctx, {
        customerId: q.Customer_Id,
        clientId: q.Client_Id,
        identify: q.Client_Identify,
        name: q.Client_Name,
      });
    },
  );
}

/** The agent service calls of seed 000 section 7 under the provider API base. */
export const attendancePlugin: DomainPlugin = async (app, { ctx }) => {
  queueRoutes(app, ctx);
  commandRoutes(app, ctx);
  clientRoutes(app, ctx);
};
