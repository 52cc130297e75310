import type {
  CampaignSaveBody,
  ReasonSaveQuery,
  RoleCreateBody,
  SubReasonSaveQuery,
} from '@atende/contract';
import { FIELD_LIMITS } from '@atende/contract';
import {
  AttendanceGroupSchema,
  CampaignSaveBodySchema,
  CampaignSchema,
  ChannelSchema,
  FunctionalityCatalogEntrySchema,
  GroupMembershipAnswerSchema,
  OperatorRowSchema,
  ReasonSaveQuerySchema,
  ReasonSchema,
  ReportSchema,
  RoleCreateBodySchema,
  RoleFunctionalitySchema,
  RoleSchema,
  SubReasonSaveQuerySchema,
  SubReasonSchema,
} from '@atende/contract/schemas';
import { canManageReports, canOpenArea } from '@atende/permissions';
import { Type } from '@sinclair/typebox';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { authenticated, customerField, edits, opens } from '../access/declare';
import { callerEntries } from '../access/control';
import { currentRoleOf, groupMembershipWritable, roleManager } from '../access/rules/membership';
import type { AppContext } from '../context';
import { channels, customerChannels, reports, userReports } from '../db/schema';
import { errorResponses, Id, ListOf, Text } from '../http/schemas';
import { saveCampaign } from './campaigns';
import { fileRoutes } from './files';
import { saveGroup, setMembership } from './groups';
import { listOperators } from './operators/list';
import { saveReason, saveSubReason } from './reasons';
import { templateRoutes } from './templates';
import {
  createRole,
  functionalityCatalogue,
  loadRoles,
  roleFunctionalityList,
  visibleRoles,
} from './roles';
import { notFound } from '../http/errors';

/** The group name's bounds (the console's group form reads the same entry). */
const GROUP_NAME = FIELD_LIMITS.GroupSaveQuery.attendence_Group_Name;

const tags = ['admin'];

/** A non-negative id where 0 creates (required: the seeds always send it). */
const IdOrNew = (description: string) =>
  Type.Integer({ minimum: 0, maximum: 2147483647, description });

/**
 * The people administration of seed 001 §7 (Operators and roles; Groups, campaigns) with the calls the
 * seeds leave unnamed (`User_List`, `Campaign_Update`): docs/adr/0017. The operator save itself is
 * `PUT User_Data_Perm` (session/routes.ts). Every write is audited in its own transaction.
 */
export async function adminRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const base = ctx.config.apiBase;
  templateRoutes(app, ctx);
  // Stored files (seed 001 §2 Files): Att_File_List_All and Att_File_Update.
  await fileRoutes(app, ctx);

  app.get(
    `${base}/User_List`,
    {
      config: authenticated({ customer: customerField(), level: opens('operators') }),
      schema: {
        tags,
        summary:
          'Operator list of a customer (a name of our own: seed 001 §2 shows the list, not its call)',
        querystring: Type.Object({ Customer_Id: Id('Customer id') }),
        response: { 200: ListOf(OperatorRowSchema), ...errorResponses },
      },
    },
    async (request) =>
      listOperators(ctx.db, (request.query as { Customer_Id: number }).Customer_Id),
  );

  const membership = (path: string, active: boolean, summary: string) =>
    app.post(
      `${base}/${path}`,
      {
        config: authenticated({
          customer: customerField(),
          level: edits('operators'),
          object: groupMembershipWritable('User_Id', 'Attendence_Group_Id'),
        }),
        schema: {
          tags,
          summary,
          querystring: Type.Object({
            User_Id: Id('Operator'),
            Attendence_Group_Id: Id('Group of the customer'),
            Customer_Id: Id('Customer id'),
          }),
          response: { 200: GroupMembershipAnswerSchema, ...errorResponses },
        },
      },
      async (request) => {
        const q = request.query as {
          User_Id: number;
          Attendence_Group_Id: number;
          Customer_Id: number;
        };
        return setMembership(ctx.db, {
          customerId: q.Customer_Id,
          userId: q.User_Id,
          groupId: q.Attendence_Group_Id,
          active,
          actorId: request.authUser!.userId,
        });
      },
    );
  membership('User_Att_Group_Activate', true, 'Adds the operator to a group (idempotent)');
  membership('User_Att_Group_Deactivate', false, 'Removes the operator from a group (idempotent)');

  app.get(
    `${base}/Functionality_List`,
    {
      config: authenticated({ customer: null, level: opens('operators') }),
      schema: {
        tags,
        summary: 'Roles: the seven fixed ones and the custom roles created under the caller’s role',
        response: { 200: ListOf(RoleSchema), ...errorResponses },
      },
    },
    async (request) => {
      const roleId = (await currentRoleOf(ctx.db, request.authUser!.userId)) ?? 0;
      return visibleRoles(await loadRoles(ctx.db), roleId).map((r) => ({
        function_Id: r.id,
        function_Name: r.name,
        function_Father: r.fatherId,
      }));
    },
  );

  app.post(
    `${base}/Functionality_List`,
    {
      config: authenticated({ customer: null, level: edits('operators'), object: roleManager }),
      schema: {
        tags,
        summary:
          'Creates a custom role under the caller’s role (function_Id 1 only; levels 0..3, 0 not stored, none above the caller’s)',
        body: RoleCreateBodySchema,
        response: { 200: RoleSchema, ...errorResponses },
      },
    },
    async (request) =>
      createRole(ctx.db, {
        body: request.body as RoleCreateBody,
        actorId: request.authUser!.userId,
        callerRoleId: (await currentRoleOf(ctx.db, request.authUser!.userId)) ?? 0,
        callerEntries: await callerEntries(ctx, request),
      }),
  );

  app.get(
    `${base}/User_Func_List`,
    {
      config: authenticated({ customer: null, level: opens('operators') }),
      schema: {
        tags,
        summary: 'Functionality catalogue',
        response: { 200: ListOf(FunctionalityCatalogEntrySchema), ...errorResponses },
      },
    },
    async () => functionalityCatalogue(ctx.db),
  );

  app.get(
    `${base}/User_Func_List/GetById`,
    {
      config: authenticated({ customer: null, level: opens('operators') }),
      schema: {
        tags,
        summary: 'A role’s functionalities and levels (a role the caller sees; 404 otherwise)',
        querystring: Type.Object({ roleId: Id('Role') }),
        response: { 200: ListOf(RoleFunctionalitySchema), ...errorResponses },
      },
    },
    async (request) => {
      const { roleId } = request.query as { roleId: number };
      const callerRole = (await currentRoleOf(ctx.db, request.authUser!.userId)) ?? 0;
      if (!visibleRoles(await loadRoles(ctx.db), callerRole).some((r) => r.id === roleId)) {
        throw notFound('Role not found.');
      }
      return roleFunctionalityList(ctx.db, roleId);
    },
  );

  app.get(
    `${base}/List_Channel`,
    {
      config: authenticated({
        customer: customerField(),
        level: [
          opens('operators'),
          opens('groups'),
          opens('campaigns'),
          opens('flows'),
          opens('dashboard'),
        ],
      }),
      schema: {
        tags,
        summary: "The customer's channels",
        querystring: Type.Object({ Customer_Id: Id('Customer id') }),
        response: { 200: ListOf(ChannelSchema), ...errorResponses },
      },
    },
    async (request) => {
      const { Customer_Id } = request.query as { Customer_Id: number };
      const rows = await ctx.db
        .select({ id: channels.id, name: channels.name })
        .from(channels)
        .innerJoin(customerChannels, eq(customerChannels.channelId, channels.id))
        .where(eq(customerChannels.customerId, Customer_Id))
        .orderBy(asc(channels.id));
      return rows.map((c) => ({ channel_Id: c.id, channel_Name: c.name }));
    },
  );

  app.get(
    `${base}/List_Reports_User`,
    {
      config: authenticated({
        customer: customerField(),
        level: [opens('operators'), opens('reports')],
      }),
      schema: {
        tags,
        summary:
          "Reports of the customer: all of them for the operator form (User level 2+ or function_Id 1), else the caller's own",
        querystring: Type.Object({ Customer_Id: Id('Customer id') }),
        response: { 200: ListOf(ReportSchema), ...errorResponses },
      },
    },
    async (request) => {
      const { Customer_Id } = request.query as { Customer_Id: number };
      const userId = request.authUser!.userId;
      const all =
        canManageReports(await currentRoleOf(ctx.db, userId)) ||
        canOpenArea(await callerEntries(ctx, request), 'operators');
      const rows = all
        ? await ctx.db
            .select()
            .from(reports)
            .where(eq(reports.customerId, Customer_Id))
            .orderBy(asc(reports.id))
        : (
            await ctx.db
              .select()
              .from(reports)
              .innerJoin(userReports, eq(userReports.reportId, reports.id))
              .where(and(eq(reports.customerId, Customer_Id), eq(userReports.userId, userId)))
              .orderBy(asc(reports.id))
          ).map((r) => r.reports);
      return rows.map((r) => ({
        report_Id: r.id,
        report_Code: r.code,
        report_Name: r.name,
        report_Data: r.data,
        report_Parameter: r.parameter,
      }));
    },
  );

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
      const q = request.query as {
        customer_Id: number;
        attendence_Group_Id: number;
        attendence_Group_Name: string;
        attendence_Channel_Id: number;
        enable: boolean;
      };
      return saveGroup(ctx.db, {
        customerId: q.customer_Id,
        groupId: q.attendence_Group_Id,
        name: q.attendence_Group_Name,
        channelId: q.attendence_Channel_Id,
        enable: q.enable,
        actorId: request.authUser!.userId,
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
    async (request) =>
      saveCampaign(ctx.db, request.body as CampaignSaveBody, request.authUser!.userId),
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
      const q = request.query as ReasonSaveQuery;
      return saveReason(ctx.db, {
        customerId: q.customer_id,
        reasonId: q.Reason_Id_Int,
        description: q.Reason_Description_Var,
        actorId: request.authUser!.userId,
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
      const q = request.query as SubReasonSaveQuery;
      return saveSubReason(ctx.db, {
        customerId: q.customer_Id,
        subReasonId: q.Sub_Reason_Id_Int,
        reasonId: q.Reason_Id_Int,
        description: q.Sub_Reason_Description_Var,
        actorId: request.authUser!.userId,
      });
    },
  );
}
