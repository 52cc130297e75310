import { FIELD_LIMITS } from '@atende/contract';
import {
  AttendanceGroupSchema,
  CampaignSaveBodySchema,
  CampaignSchema,
  ReasonSaveQuerySchema,
  ReasonSchema,
  SubReasonSaveQuerySchema,
  SubReasonSchema,
} from '@atende/contract/schemas';
import { Type } from '@sinclair/typebox';
import { authenticated, customerField, edits } from '../access/declare';
import type { AppContext } from '../context';
import type { TypedApp } from '../http/domain';
import { errorResponses, Id, Text } from '../http/schemas';
import { saveCampaign } from './campaigns';
import { saveGroup } from './groups';
import { saveReason, saveSubReason } from './reasons';

/** The group name's bounds (the console's group form reads the same entry). */
const GROUP_NAME = FIELD_LIMITS.GroupSaveQuery.attendence_Group_Name;

/** A non-negative id where 0 creates (required: the seeds always send it). */
const IdOrNew = (description: string) =>
  Type.Integer({ minimum: 0, maximum: 2147483647, description });

/** The saves of groups, campaigns, closing reasons and sub-reasons (seed 001 §7, ADR 0017). */
export function recordRoutes(app: TypedApp, ctx: AppContext): void {
  const base = ctx.config.apiBase;
  const tags = ['admin'];

  app.post(
    `${base}/User_Att_Group_Update`,
    {
      config: authenticated({ customer: customerField('customer_Id'), level: edits('groups') }),
      schema: {
        tags,
        summary: 'Creates (attendence_Group_Id 0) or updates a group; answers the saved group',
        querystring: Type.Object({
          customer_Id: Id('Customer id'),
          attendence_Group_Id: IdOrNew('0 creates a group'),
          attendence_Group_Name: Text(
            GROUP_NAME.maxLength,
            GROUP_NAME.minLength,
            'Unique in the customer',
          ),
          attendence_Channel_Id: Id("One of the customer's channels"),
          enable: Type.Boolean(),
        }),
        response: { 200: AttendanceGroupSchema, ...errorResponses },
      },
    },
    async (request) => {
      const q = request.query;
      return saveGroup(ctx.db, {
        customerId: q.customer_Id,
        groupId: q.attendence_Group_Id,
        name: q.attendence_Group_Name,
        channelId: q.attendence_Channel_Id,
        enable: q.enable,
        actorId: request.caller.userId,
      });
    },
  );

  app.post(
    `${base}/Campaign_Update`,
    {
      config: authenticated({
        customer: { in: 'body', field: 'customer_Id' },
        level: edits('campaigns'),
      }),
      schema: {
        tags,
        summary:
          'Creates (campaign_Id 0) or updates a campaign (a name of our own: seed 001 §7 defers it to the other document, which has none)',
        body: CampaignSaveBodySchema,
        response: { 200: CampaignSchema, ...errorResponses },
      },
    },
    async (request) => saveCampaign(ctx.db, request.body, request.caller.userId),
  );

  // Seed 001 §7 saves reasons and sub-reasons by GET "without a token": the names stay the seed's,
  // the token and the Reasons level 3 are required (a GET that writes is still a manager's write).
  app.get(
    `${base}/Reason_Att/Reasons`,
    {
      config: authenticated({ customer: customerField('customer_id'), level: edits('reasons') }),
      schema: {
        tags,
        summary:
          'Creates (Reason_Id_Int 0) or updates a closing reason; answers the saved reason (seed 001 §7, by GET)',
        querystring: ReasonSaveQuerySchema,
        response: { 200: ReasonSchema, ...errorResponses },
      },
    },
    async (request) => {
      const q = request.query;
      return saveReason(ctx.db, {
        customerId: q.customer_id,
        reasonId: q.Reason_Id_Int,
        description: q.Reason_Description_Var,
        actorId: request.caller.userId,
      });
    },
  );

  app.get(
    `${base}/SubReason_Att/SubReasons`,
    {
      config: authenticated({ customer: customerField('customer_Id'), level: edits('reasons') }),
      schema: {
        tags,
        summary:
          'Creates (Sub_Reason_Id_Int 0) or updates a sub-reason of a reason of the customer; answers the saved sub-reason (seed 001 §7, by GET)',
        querystring: SubReasonSaveQuerySchema,
        response: { 200: SubReasonSchema, ...errorResponses },
      },
    },
    async (request) => {
      const q = request.query;
      return saveSubReason(ctx.db, {
        customerId: q.customer_Id,
        subReasonId: q.Sub_Reason_Id_Int,
        reasonId: q.Reason_Id_Int,
        description: q.Sub_Reason_Description_Var,
        actorId: request.caller.userId,
      });
    },
  );
}
