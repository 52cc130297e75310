import type { AuditEntity, AreaName } from '@atende/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  attFiles,
  attendanceGroups,
  campaigns,
  flows,
  messageTemplates,
  reasons,
  roles,
  subReasons,
  userCustomers,
} from '../db/schema';

/** How the audit trail of one kind of record is read (ADR 0017). @public for the next areas' lines. */
export interface AuditedEntity {
  /** The screen area that owns the record: reading its trail needs that area to open (level 2+). */
  area: AreaName;
  /**
   * `customer`: rows carry the record's customer and are read under it; `global`: rows carry no
   * customer (roles) and only a function_Id 1 caller reads them (seed 001 §6 role management).
   */
  scope: 'customer' | 'global';
  /** True when the record belongs to the customer (global records: when it exists). */
  belongsTo(db: Db, customerId: number, entityId: number): Promise<boolean>;
}

async function exists(rows: Promise<unknown[]>): Promise<boolean> {
  return (await rows).length > 0;
}

const operatorOfCustomer = (db: Db, customerId: number, userId: number) =>
  exists(
    db
      .select({ id: userCustomers.userId })
      .from(userCustomers)
      .where(and(eq(userCustomers.userId, userId), eq(userCustomers.customerId, customerId)))
      .limit(1),
  );

/**
 * Every audited kind of record. The next console areas (templates, files, reasons...) add a line here
 * and call `recordAudit` in their writes; `Audit_List` then reads their trail with no other change.
 */
export const AUDITED: Readonly<Record<AuditEntity, AuditedEntity>> = {
  operator: { area: 'operators', scope: 'customer', belongsTo: operatorOfCustomer },
  // Membership rows are about an operator (entity id = user id), one row per group change.
  groupMembership: { area: 'operators', scope: 'customer', belongsTo: operatorOfCustomer },
  group: {
    area: 'groups',
    scope: 'customer',
    belongsTo: (db, customerId, id) =>
      exists(
        db
          .select({ id: attendanceGroups.id })
          .from(attendanceGroups)
          .where(and(eq(attendanceGroups.id, id), eq(attendanceGroups.customerId, customerId))),
      ),
  },
  campaign: {
    area: 'campaigns',
    scope: 'customer',
    belongsTo: (db, customerId, id) =>
      exists(
        db
          .select({ id: campaigns.id })
          .from(campaigns)
          .where(and(eq(campaigns.id, id), eq(campaigns.customerId, customerId))),
      ),
  },
  reason: {
    area: 'reasons',
    scope: 'customer',
    belongsTo: (db, customerId, id) =>
      exists(
        db
          .select({ id: reasons.id })
          .from(reasons)
          .where(and(eq(reasons.id, id), eq(reasons.customerId, customerId))),
      ),
  },
  subReason: {
    area: 'reasons',
    scope: 'customer',
    belongsTo: (db, customerId, id) =>
      exists(
        db
          .select({ id: subReasons.id })
          .from(subReasons)
          .where(and(eq(subReasons.id, id), eq(subReasons.customerId, customerId))),
      ),
  },
  file: {
    area: 'files',
    scope: 'customer',
    belongsTo: (db, customerId, id) =>
      exists(
        db
          .select({ id: attFiles.id })
          .from(attFiles)
          .where(and(eq(attFiles.id, id), eq(attFiles.customerId, customerId))),
      ),
  },
  template: {
    area: 'templates',
    scope: 'customer',
    belongsTo: (db, customerId, id) =>
      exists(
        db
          .select({ id: messageTemplates.id })
          .from(messageTemplates)
          .where(and(eq(messageTemplates.id, id), eq(messageTemplates.customerId, customerId))),
      ),
  },
  flow: {
    area: 'flows',
    scope: 'customer',
    belongsTo: (db, customerId, id) =>
      exists(
        db
          .select({ id: flows.id })
          .from(flows)
          .where(and(eq(flows.id, id), eq(flows.customerId, customerId))),
      ),
  },
  role: {
    area: 'operators',
    scope: 'global',
    belongsTo: (db, _customerId, id) =>
      exists(db.select({ id: roles.id }).from(roles).where(eq(roles.id, id))),
  },
};
