import { Type, type TSchema } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { AGENT_WORK, authenticated, customerField, opens } from '../access/declare';
import type { LevelRule } from '../access/types';
import type { AppContext } from '../context';
import { errorResponses, Id, ListOf } from '../http/schemas';
import {
  listCampaigns,
  listCompletionCodes,
  listFiles,
  listFlows,
  listGroups,
  listReasons,
  listSubReasons,
  listTemplatesForUser,
} from './queries';

const S = Type.String();
const I = Type.Integer();
const B = Type.Boolean();
const NullableS = Type.Union([Type.String(), Type.Null()]);

/** The catalogue loaders of seed 000 section 7 (reasons, groups, templates, files, flows, campaigns). */
export async function catalogRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const base = ctx.config.apiBase;

  function customerList(
    path: string,
    summary: string,
    item: TSchema,
    level: readonly LevelRule[],
    load: (customerId: number, userId: number, query: Record<string, unknown>) => Promise<unknown>,
    extraQuery: Record<string, TSchema> = {},
  ) {
    app.get(
      `${base}/${path}`,
      {
        config: authenticated({ customer: customerField(), level }),
        schema: {
          tags: ['catalog'],
          summary,
          querystring: Type.Object({ ...extraQuery, Customer_Id: Id('Customer id') }),
          response: { 200: ListOf(item), ...errorResponses },
        },
      },
      async (request) => {
        const query = request.query as { Customer_Id: number } & Record<string, unknown>;
        return load(query.Customer_Id, request.authUser!.userId, query);
      },
    );
  }

  customerList(
    'Reason_Att',
    'Closing reasons',
    Type.Object({ reason_id: I, reason_description: S }),
    [AGENT_WORK, opens('reasons')],
    (c) => listReasons(ctx.db, c),
  );
  customerList(
    'SubReason_Att',
    'Closing sub-reasons',
    Type.Object({ sub_reason_Id: I, sub_reason_description: S, reason_id: I }),
    [AGENT_WORK, opens('reasons')],
    (c) => listSubReasons(ctx.db, c),
  );
  customerList(
    'List_Att_Completion_Id',
    'Completion codes',
    Type.Object({ completion_Id: I, completion_Description: S }),
    [AGENT_WORK, opens('dashboard')],
    (c) => listCompletionCodes(ctx.db, c),
  );
  customerList(
    'User_Att_Group_List',
    'Attendance groups',
    Type.Object({
      attendence_Group_Id: I,
      attendence_Group_Name: S,
      attendence_Channel_Id: I,
      enable: B,
    }),
    [AGENT_WORK, opens('groups'), opens('operators'), opens('dashboard')],
    (c) => listGroups(ctx.db, c),
  );
  customerList(
    'Message_Template_User_List',
    "Templates offered to the caller's groups",
    Type.Object({ message_Id: I, message_Template_Name: S, message_Template: S }),
    [AGENT_WORK, opens('templates')],
    (c, u) => listTemplatesForUser(ctx.db, c, u),
  );
  customerList(
    'Att_File_List',
    'Stored files',
    Type.Object({
      file_Id: I,
      file_Name: S,
      file_Reference: S,
      enable: B,
      att_Group: Type.Array(I),
    }),
    [AGENT_WORK, opens('files')],
    (c) => listFiles(ctx.db, c),
  );
  customerList(
    'List_Flow',
    'Flows',
    Type.Object({
      flow_Id: I,
      flow_Name: S,
      channel_Id: I,
      initial_Step_Id: I,
      identify_Initial_Message: S,
      start_DateTime: S,
      end_DateTime: NullableS,
      exit_String: S,
      exit_Message: S,
      customer_Id: I,
    }),
    [AGENT_WORK, opens('flows'), opens('campaigns')],
    (c, _u, q) => listFlows(ctx.db, c, q.Active_Flow !== false),
    { Active_Flow: Type.Optional(Type.Boolean({ default: true })) },
  );
  customerList(
    'Campaign_List',
    'Campaigns',
    Type.Object({
      campaign_Id: I,
      campaign_Name: S,
      flow_Name: S,
      channel_Id: I,
      start_DateTime: S,
      end_DateTime: S,
      resend_Interval: I,
      campaign_Message: S,
      active: B,
    }),
    [AGENT_WORK, opens('campaigns')],
    (c) => listCampaigns(ctx.db, c),
  );
}
