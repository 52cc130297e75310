import { Type } from '@sinclair/typebox';
import { AGENT_WORK, authenticated, customerField } from '../access/declare';
import { attendanceHeld, attendanceTakeable } from '../access/rules/attendance';
import type { AppContext } from '../context';
import { CloseAnswerSchema, MessageSchema, TransferAnswerSchema } from '@atende/contract/schemas';
import type { TypedApp } from '../http/domain';
import { errorResponses, Id, OptionalId, Text } from '../http/schemas';
import { sendAgentMessage } from './agentMessage';
import { closeAttendance } from './closeAttendance';
import { transferAttendance } from './commands';
import { wireMessage } from './wire';

const tags = ['attendance'];

/** The agent's commands on one service: send (taking a waiting one), transfer, close, close with a campaign. */
export function commandRoutes(app: TypedApp, ctx: AppContext): void {
  const base = ctx.config.apiBase;
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
      const q = request.query;
      return wireMessage(
        await sendAgentMessage(ctx, {
          customerId: q.Customer_Id,
          attendanceId: q.Attendence_Id,
          userId: request.caller.userId,
          text: q.Message,
          imageName: q.Image_Name ?? '',
        }),
      );
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
      const q = request.query;
      return transferAttendance(ctx, {
        customerId: q.Customer_Id,
        attendanceId: q.Attendence_Id,
        groupId: q.Attendence_Group_Id,
        userId: request.caller.userId,
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
      const q = request.query;
      return closeAttendance(ctx, {
        customerId: q.Customer_Id,
        attendanceId: q.Attendence_Id,
        userId: request.caller.userId,
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
      const q = request.query;
      return closeAttendance(ctx, {
        customerId: q.customer_id,
        attendanceId: q.attendence_id,
        userId: request.caller.userId,
        completionId: q.completion_id,
        observation: q.obs_attendence ?? '',
        reasonId: 0,
        subReasonId: 0,
        flowName: q.flow_name,
      });
    },
  );
}
