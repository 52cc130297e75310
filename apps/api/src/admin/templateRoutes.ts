import { MessageTemplateSaveQuerySchema, MessageTemplateSchema } from '@atende/contract/schemas';
import { Type } from '@sinclair/typebox';
import { authenticated, customerField, edits, opens } from '../access/declare';
import type { AppContext } from '../context';
import type { TypedApp } from '../http/domain';
import { errorResponses, Id, ListOf } from '../http/schemas';
import { listCustomerTemplates, saveTemplate } from './templates';

/**
 * The template administration of seed 001 §7 ("GET Message_Template_List?Customer_Id", "GET
 * Message_Template_Update?...plus repeated att_Group"). The save keeps the seed's GET and names, as
 * the reason saves do (docs/adr/0017), with the token and the Template level 3.
 */
export function templateRoutes(app: TypedApp, ctx: AppContext): void {
  const base = ctx.config.apiBase;
  const tags = ['admin'];

  app.get(
    `${base}/Message_Template_List`,
    {
      // The bulk-send page (functionality HSM) checks its rows' message ids against this list too.
      config: authenticated({
        customer: customerField(),
        level: [opens('templates'), opens('hsm')],
      }),
      schema: {
        tags,
        summary:
          "Every template of the customer, disabled ones too, with its groups (the agent's list is Message_Template_User_List)",
        querystring: Type.Object({ Customer_Id: Id('Customer id') }),
        response: { 200: ListOf(MessageTemplateSchema), ...errorResponses },
      },
    },
    async (request) => listCustomerTemplates(ctx.db, request.query.Customer_Id),
  );

  app.get(
    `${base}/Message_Template_Update`,
    {
      config: authenticated({ customer: customerField(), level: edits('templates') }),
      schema: {
        tags,
        summary:
          'Creates (Message_Id 0) or updates a template, its groups replaced by the repeated att_Group; answers the saved template (seed 001 §7, by GET)',
        querystring: MessageTemplateSaveQuerySchema,
        response: { 200: MessageTemplateSchema, ...errorResponses },
      },
    },
    async (request) => {
      const q = request.query;
      return saveTemplate(ctx.db, {
        customerId: q.Customer_Id,
        messageId: q.Message_Id,
        name: q.Message_Template_Name,
        message: q.Message_Template,
        enable: q.Enable,
        groupIds: q.att_Group ?? [],
        actorId: request.caller.userId,
      });
    },
  );
}
