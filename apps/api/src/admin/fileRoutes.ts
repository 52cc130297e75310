import { AttFileSaveBodySchema, AttFileSchema } from '@atende/contract/schemas';
import { Type } from '@sinclair/typebox';
import { authenticated, customerField, edits, opens } from '../access/declare';
import { listManagedFiles } from '../catalog/queries';
import type { AppContext } from '../context';
import type { TypedApp } from '../http/domain';
import { errorResponses, Id, ListOf } from '../http/schemas';
import { saveFile } from './files';

/**
 * The stored-file administration (seed 001 §2 Files, §6 "Files | Campaign | level 2 or more", §7):
 * the manager list `GET Att_File_List_All` (a name of our own: `Att_File_List` is the agent's,
 * enabled files of the caller's groups) and `POST Att_File_Update`. The bytes never come here: they
 * went to the file service (`POST {fileBase}/hornitos/`), whose answered `url` is `file_Reference`.
 */
export function fileRoutes(app: TypedApp, ctx: AppContext): void {
  const base = ctx.config.apiBase;
  const tags = ['admin'];

  app.get(
    `${base}/Att_File_List_All`,
    {
      config: authenticated({ customer: customerField(), level: opens('files') }),
      schema: {
        tags,
        summary:
          "Every stored file of the customer, disabled ones too, with its groups (the console's list; a name of our own)",
        querystring: Type.Object({ Customer_Id: Id('Customer id') }),
        response: { 200: ListOf(AttFileSchema), ...errorResponses },
      },
    },
    async (request) => listManagedFiles(ctx.db, request.query.Customer_Id),
  );

  // Seed 001 §7 "GET Att_File_Update?Customer_Id&Att_File" puts the file object in the query: the
  // name stays the seed's, the method is POST with the object as a JSON body (a write with a body).
  app.post(
    `${base}/Att_File_Update`,
    {
      config: authenticated({ customer: customerField(), level: edits('files') }),
      schema: {
        tags,
        summary:
          'Creates (file_Id 0) or updates a stored file’s metadata; answers the saved file (seed 001 §7, by POST with a JSON body)',
        querystring: Type.Object({ Customer_Id: Id('Customer id') }),
        body: AttFileSaveBodySchema,
        response: { 200: AttFileSchema, ...errorResponses },
      },
    },
    async (request) =>
      saveFile(ctx.db, {
        customerId: request.query.Customer_Id,
        body: request.body,
        actorId: request.caller.userId,
        store: ctx.files,
      }),
  );
}
