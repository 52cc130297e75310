import { AUDIT_ENTITIES, AuditEntitySchema, AuditEntrySchema } from '@atende/contract/schemas';
import { Type } from '@sinclair/typebox';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { authenticated, customerField, opens } from '../access/declare';
import { auditReadable } from '../access/rules/audit';
import { auditLog, users } from '../db/schema';
import type { DomainPlugin } from '../http/domain';
import { badRequest } from '../http/errors';
import { errorResponses, Id, ListOf } from '../http/schemas';
import { AUDITED } from './entities';

/** At most this many rows answer (newest first). */
const AUDIT_LIST_LIMIT = 100;

/** The areas whose records are audited: opening any of them lets a caller ask (the rule narrows it). */
const AUDIT_AREAS = [...new Set(Object.values(AUDITED).map((e) => e.area))];

/** `GET Audit_List`: the audit trail of one record (a call of our own, docs/adr/0017). */
export const auditPlugin: DomainPlugin = async (app, { ctx }) => {
  app.get(
    `${ctx.config.apiBase}/Audit_List`,
    {
      config: authenticated({
        customer: customerField(),
        level: AUDIT_AREAS.map(opens),
        object: auditReadable('Entity', 'Entity_Id'),
      }),
      schema: {
        tags: ['admin'],
        summary:
          'Audit trail of one record (of an Entity the field lists): newest first, at most 100',
        querystring: Type.Object({
          Customer_Id: Id('Customer id'),
          Entity: AuditEntitySchema,
          Entity_Id: Id('The record id (the user id for operator and groupMembership)'),
        }),
        response: { 200: ListOf(AuditEntrySchema), ...errorResponses },
      },
    },
    async (request) => {
      const q = request.query;
      const entity = AUDIT_ENTITIES.find((e) => e === q.Entity);
      if (!entity) throw badRequest('Entity', 'Entity is not an audited kind of record.');
      const scope =
        AUDITED[entity].scope === 'global'
          ? isNull(auditLog.customerId)
          : eq(auditLog.customerId, q.Customer_Id);
      const rows = await ctx.db
        .select({
          id: auditLog.id,
          login: users.login,
          name: users.name,
          action: auditLog.action,
          createdAt: auditLog.createdAt,
          before: auditLog.before,
          after: auditLog.after,
        })
        .from(auditLog)
        .innerJoin(users, eq(users.id, auditLog.actorId))
        .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, q.Entity_Id), scope))
        .orderBy(desc(auditLog.id))
        .limit(AUDIT_LIST_LIMIT);
      return rows.map((r) => ({
        audit_Id: r.id,
        actor_Login: r.login,
        actor_Name: r.name,
        action: r.action,
        created_At: r.createdAt.toISOString(),
        before: r.before,
        after: r.after,
      }));
    },
  );
};
