import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { AGENT_WORK, authenticated, customerField, opens } from '../access/declare';
import {
  attendanceHeld,
  attendanceReadable,
  attendanceTakeable,
  clientReachable,
} from '../access/rules/attendance';
import type { AppContext } from '../context';
import {
  AttendanceSchema,
  ClientUpdateAnswerSchema,
  CloseAnswerSchema,
  HistoryEntrySchema,
  MessageSchema,
  TransferAnswerSchema,
} from '@atende/contract/schemas';
import { errorResponses, Id, ListOf, OptionalId, Text } from '../http/schemas';
import { closeAttendance, renameClient, sendAgentMessage, transferAttendance } from './commands';
import { listActive, listHistory, listMessages, listWaiting } from './queries';

const tags = ['attendance'];

/** The agent service calls of seed 000 section 7 under the provider API base. */
export async function attendanceRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
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
      const { Customer_Id } = request.query as { Customer_Id: number };
      return listWaiting(ctx.db, Customer_Id, request.authUser!.userId);
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
      const { Customer_Id } = request.query as { Customer_Id: number };
      return listActive(ctx.db, Customer_Id, request.authUser!.userId);
    },
  );

  const messagesQuery = Type.Object({ Customer_Id: Id(), Attendence_Id: Id() });
  app.get(
    `${base}/User_Att_Messages_List`,
    {
      config: authenticated({
        customer: customerField(),
        level: [AGENT_WORK, opens('dashboard')],
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
      const q = request.query as { Customer_Id: number; Attendence_Id: number };
      return listMessages(ctx.db, q.Customer_Id, q.Attendence_Id);
    },
  );

  const sendQuery = Type.Object({
    Customer_Id: Id(),
    Attendence_Id: Id(),
    Message: Text(4096, 1, 'Text or a file address'),
    Image_Name: Type.Optional(Text(255)),
  });
  app.post(
    `${base}/User_Att_Messages_Send`,
    {
      config: authenticated({
        customer: customerField(),
        level: AGENT_WORK,
        object: attendanceTakeable('Attendence_Id'),
      }),
      schema: {
        tags,
        summary: 'Send a message (the first message on a waiting item takes it)',
        querystring: sendQuery,
        response: { 200: MessageSchema, ...errorResponses },
      },
    },
    async (request) => {
      const q = request.query as {
        Customer_Id: number;
        Attendence_Id: number;
        Message: string;
        Image_Name?: string;
      };
      return sendAgentMessage(ctx, {
        customerId: q.Customer_Id,
        attendanceId: q.Attendence_Id,
        userId: request.authUser!.userId,
        text: q.Message,
        imageName: q.Image_Name ?? '',
      });
    },
  );

  const transferQuery = Type.Object({
    Attendence_Id: Id(),
    Attendence_Group_Id: Id(),
    Customer_Id: Id(),
  });
  app.post(
    `${base}/User_Att_Transfer`,
    {
      config: authenticated({
        customer: customerField(),
        level: AGENT_WORK,
        object: attendanceHeld('Attendence_Id'),
      }),
      schema: {
        tags,
        summary: 'Transfer a service to the waiting queue of a group',
        querystring: transferQuery,
        response: {
          200: TransferAnswerSchema,
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const q = request.query as {
        Attendence_Id: number;
        Attendence_Group_Id: number;
        Customer_Id: number;
      };
      return transferAttendance(ctx, {
        customerId: q.Customer_Id,
        attendanceId: q.Attendence_Id,
        groupId: q.Attendence_Group_Id,
        userId: request.authUser!.userId,
      });
    },
  );

  const closeResponse = {
    200: CloseAnswerSchema,
    ...errorResponses,
  };
  const closeQuery = Type.Object({
    Attendence_Id: Id(),
    Completion_Id: Id('Completion status (required, non-zero)'),
    Obs_Attendence: Type.Optional(Text(2000)),
    Customer_Id: Id(),
    Reason_Id: Type.Optional(OptionalId()),
    Subreason_Id: Type.Optional(OptionalId()),
  });
  app.post(
    `${base}/User_Att_Close`,
    {
      config: authenticated({
        customer: customerField(),
        level: AGENT_WORK,
        object: attendanceHeld('Attendence_Id'),
      }),
      schema: { tags, summary: 'Plain close', querystring: closeQuery, response: closeResponse },
    },
    async (request) => {
      const q = request.query as {
        Attendence_Id: number;
        Completion_Id: number;
        Obs_Attendence?: string;
        Customer_Id: number;
        Reason_Id?: number;
        Subreason_Id?: number;
      };
      return closeAttendance(ctx, {
        customerId: q.Customer_Id,
        attendanceId: q.Attendence_Id,
        userId: request.authUser!.userId,
        completionId: q.Completion_Id,
        observation: q.Obs_Attendence ?? '',
        reasonId: q.Reason_Id ?? 0,
        subReasonId: q.Subreason_Id ?? 0,
      });
    },
  );

  const flowCloseQuery = Type.Object({
    customer_id: Id(),
    attendence_id: Id(),
    completion_id: Id(),
    obs_attendence: Type.Optional(Text(2000)),
    flow_name: Text(200, 1, 'Flow of the chosen campaign'),
  });
  app.get(
    `${ctx.config.integrationBase}/Light_Ext_Change_Flow_Attendence`,
    {
      config: authenticated({
        customer: customerField('customer_id'),
        level: AGENT_WORK,
        object: attendanceHeld('attendence_id'),
      }),
      schema: {
        tags: ['integration'],
        summary: 'Close with a campaign (hands the client to its flow)',
        querystring: flowCloseQuery,
        response: closeResponse,
      },
    },
    async (request) => {
      const q = request.query as {
        customer_id: number;
        attendence_id: number;
        completion_id: number;
        obs_attendence?: string;
        flow_name: string;
      };
      return closeAttendance(ctx, {
        customerId: q.customer_id,
        attendanceId: q.attendence_id,
        userId: request.authUser!.userId,
        completionId: q.completion_id,
        observation: q.obs_attendence ?? '',
        reasonId: 0,
        subReasonId: 0,
        flowName: q.flow_name,
      });
    },
  );

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
      const q = request.query as { Customer_Id: number; Client_Id: number };
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
      const q = request.query as {
        Customer_Id: number;
        Client_Identify: string;
        Client_Name: string;
        Client_Id: number;
      };
      return renameClient(ctx, {
        customerId: q.Customer_Id,
        clientId: q.Client_Id,
        identify: q.Client_Identify,
        name: q.Client_Name,
      });
    },
  );
}
