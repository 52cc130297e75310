import { AUDIT_ENTITIES } from '@atende/contract/schemas';
import { canManageRoles } from '@atende/permissions';
import { AUDITED } from '../../audit/entities';
import { forbidden, notFound } from '../../http/errors';
import { callerEntries } from '../control';
import { currentRoleOf } from './membership';
import { fieldOf, idFieldOf } from '../input';
import { meetsLevel } from '../levels';
import type { ObjectRule } from '../types';

/**
 * `audit.read`: the trail of one record. The area that owns the record must open for the caller
 * (operator, groupMembership and role: operators; group: groups; campaign: campaigns); a role's trail
 * (no customer) only for a function_Id 1 caller (seed 001 §6); the record must belong to the named
 * customer (404 otherwise, saying nothing about it). ADR 0017.
 */
export function auditReadable(entityField: string, idField: string): ObjectRule {
  return {
    name: 'audit.read',
    async check({ ctx, request, caller, customerId }) {
      const name = fieldOf(request.query, entityField);
      const entityName = AUDIT_ENTITIES.find((e) => e === name);
      if (!entityName) throw new Error(`access rule: field ${entityField} is not validated`);
      const entity = AUDITED[entityName];
      const entries = await callerEntries(ctx, request);
      if (!meetsLevel(entries, { area: entity.area, mode: 'open' })) {
        throw forbidden('Your access level does not allow this.');
      }
      if (
        entity.scope === 'global' &&
        !canManageRoles(await currentRoleOf(ctx.db, caller.userId))
      ) {
        throw forbidden();
      }
      if (!(await entity.belongsTo(ctx.db, customerId!, idFieldOf(request, idField)))) {
        throw notFound('Record not found.');
      }
    },
  };
}
