import {
  FunctionalityCatalogEntrySchema,
  RoleCreateBodySchema,
  RoleFunctionalitySchema,
  RoleSchema,
} from '@atende/contract/schemas';
import { Type } from '@sinclair/typebox';
import { callerEntries } from '../access/control';
import { authenticated, edits, opens } from '../access/declare';
import { currentRoleOf, roleManager } from '../access/rules/membership';
import type { AppContext } from '../context';
import type { TypedApp } from '../http/domain';
import { notFound } from '../http/errors';
import { errorResponses, Id, ListOf } from '../http/schemas';
import {
  createRole,
  functionalityCatalogue,
  loadRoles,
  roleFunctionalityList,
  visibleRoles,
} from './roles';

/** The roles: the visible list, the custom role creation, the catalogue and a role’s levels (seed 001 §7). */
export function roleRoutes(app: TypedApp, ctx: AppContext): void {
  const base = ctx.config.apiBase;
  const tags = ['admin'];

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
      const roleId = (await currentRoleOf(ctx.db, request.caller.userId)) ?? 0;
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
        body: request.body,
        actorId: request.caller.userId,
        callerRoleId: (await currentRoleOf(ctx.db, request.caller.userId)) ?? 0,
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
      const { roleId } = request.query;
      const callerRole = (await currentRoleOf(ctx.db, request.caller.userId)) ?? 0;
      if (!visibleRoles(await loadRoles(ctx.db), callerRole).some((r) => r.id === roleId)) {
        throw notFound('Role not found.');
      }
      return roleFunctionalityList(ctx.db, roleId);
    },
  );
}
