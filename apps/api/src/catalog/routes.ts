import {
  AttFileSchema,
  AttendanceGroupSchema,
  CampaignSchema,
  CompletionCodeSchema,
  FlowSchema,
  MessageTemplateSchema,
  ReasonSchema,
  SubReasonSchema,
} from '@atende/contract/schemas';
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { AGENT_WORK, authenticated, customerField, opens } from '../access/declare';
import type { LevelRule } from '../access/types';
import type { DomainPlugin } from '../http/domain';
import { errorResponses, Id, ListOf } from '../http/schemas';
import {
  listCampaigns,
  listCompletionCodes,
  listFilesForUser,
  listFlows,
  listGroups,
  listReasons,
  listSubReasons,
  listTemplatesForUser,
} from './queries';

/** The catalogue loaders of seed 000 section 7 (reasons, groups, templates, files, flows, campaigns). */
export const catalogPlugin: DomainPlugin = async (app, { ctx }) => {
  const base = ctx.config.apiBase;

  /** A list route; `load` must answer the contract's entity (`Static` of the item schema). */
  function customerList<Item extends TSchema>(
    path: string,
    summary: string,
    item: Item,
    level: readonly LevelRule[],
    load: (
      customerId: number,
      userId: number,
      query: Record<string, unknown>,
    ) => Promise<Static<Item>[]>,
    extraQuery: Record<string, TSchema> = {},
  ) {
    // `load` is checked against the item above; the route's answer is serialized by the same schema.
    const answer: TSchema = ListOf(item);
    app.get(
      `${base}/${path}`,
      {
        config: authenticated({ customer: customerField(), level }),
        schema: {
          tags: ['catalog'],
          summary,
          querystring: Type.Object({ ...extraQuery, Customer_Id: Id('Customer id') }),
          response: { 200: answer, ...errorResponses },
        },
      },
      async (request) => {
        const query = request.query;
        return load(query.Customer_Id, request.caller.userId, query);
      },
    );
  }

  customerList('Reason_Att', 'Closing reasons', ReasonSchema, [AGENT_WORK, opens('reasons')], (c) =>
    listReasons(ctx.db, c),
  );
  customerList(
    'SubReason_Att',
    'Closing sub-reasons',
    SubReasonSchema,
    [AGENT_WORK, opens('reasons')],
    (c) => listSubReasons(ctx.db, c),
  );
  customerList(
    'List_Att_Completion_Id',
    'Completion codes',
    CompletionCodeSchema,
    [AGENT_WORK, opens('dashboard')],
    (c) => listCompletionCodes(ctx.db, c),
  );
  customerList(
    'User_Att_Group_List',
    'Attendance groups',
    AttendanceGroupSchema,
    // The file form's group select and the file list's group names read it too.
    [AGENT_WORK, opens('groups'), opens('operators'), opens('dashboard'), opens('files')],
    (c) => listGroups(ctx.db, c),
  );
  customerList(
    'Message_Template_User_List',
    "Templates offered to the caller's groups",
    MessageTemplateSchema,
    [AGENT_WORK, opens('templates')],
    (c, u) => listTemplatesForUser(ctx.db, c, u),
  );
  customerList(
    'Att_File_List',
    "Enabled stored files offered to the caller's groups (files with no group: to every group)",
    AttFileSchema,
    [AGENT_WORK, opens('files')],
    (c, u) => listFilesForUser(ctx.db, c, u),
  );
  customerList(
    'List_Flow',
    'Flows',
    FlowSchema,
    [AGENT_WORK, opens('flows'), opens('campaigns')],
    (c, _u, q) => listFlows(ctx.db, c, q.Active_Flow !== false),
    { Active_Flow: Type.Optional(Type.Boolean({ default: true })) },
  );
  customerList(
    'Campaign_List',
    'Campaigns',
    CampaignSchema,
    [AGENT_WORK, opens('campaigns')],
    (c) => listCampaigns(ctx.db, c),
  );
};
