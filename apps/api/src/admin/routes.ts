import { GroupMembershipAnswerSchema, OperatorRowSchema } from '@atende/contract/schemas';
import { Type } from '@sinclair/typebox';
import { authenticated, customerField, edits, opens } from '../access/declare';
import { groupMembershipWritable } from '../access/rules/membership';
import type { AppContext } from '../context';
import type { DomainPlugin, TypedApp } from '../http/domain';
import { errorResponses, Id, ListOf } from '../http/schemas';
import { customerDataRoutes } from './customerRoutes';
import { fileRoutes } from './fileRoutes';
import { setMembership } from './groups';
import { listOperators } from './operators/list';
import { recordRoutes } from './recordRoutes';
import { roleRoutes } from './roleRoutes';
import { templateRoutes } from './templateRoutes';

/** The operator list and the group memberships (seed 001 §7 Operators). */
function operatorRoutes(app: TypedApp, ctx: AppContext): void {
  const base = ctx.config.apiBase;
  const tags = ['admin'];

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
    async (request) => listOperators(ctx.db, request.query.Customer_Id),
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
        const q = request.query;
        return setMembership(ctx.db, {
          customerId: q.Customer_Id,
          userId: q.User_Id,
          groupId: q.Attendence_Group_Id,
          active,
          actorId: request.caller.userId,
        });
      },
    );
  membership('User_Att_Group_Activate', true, 'Adds the operator to a group (idempotent)');
  membership('User_Att_Group_Deactivate', false, 'Removes the operator from a group (idempotent)');
}

/**
 * The people administration of seed 001 §7 (Operators and roles; Groups, campaigns) with the calls the
 * seeds leave unnamed (`User_List`, `Campaign_Update`): docs/adr/0017. The operator save itself is
 * `PUT User_Data_Perm` (session/userDataPut.ts). Every write is audited in its own transaction.
 */
export const adminPlugin: DomainPlugin = async (app, { ctx }) => {
  templateRoutes(app, ctx);
  // Stored files (seed 001 §2 Files): Att_File_List_All and Att_File_Update.
  fileRoutes(app, ctx);
  operatorRoutes(app, ctx);
  roleRoutes(app, ctx);
  customerDataRoutes(app, ctx);
  recordRoutes(app, ctx);
};
