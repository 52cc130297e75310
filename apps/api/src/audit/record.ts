import type { AuditEntity } from '@atende/contract';
import type { Db } from '../db/client';
import { auditLog } from '../db/schema';

/** What an audited write did to its record. @public for the next console areas' writes. */
export type AuditAction = 'create' | 'update' | 'delete';

/**
 * One audit row: who changed which record of which customer, and the record before and after.
 * @public for the next console areas' writes (templates, files, reasons).
 */
export interface AuditRecord {
  /** The customer the record belongs to; null for records of no one customer (roles). */
  customerId: number | null;
  /** The caller who made the change. */
  actorId: number;
  /** The kind of record (`operator`, `group`, ...; the next console areas add theirs). */
  entity: AuditEntity | (string & {});
  entityId: number;
  action: AuditAction;
  /** The record as it was (null on create): plain JSON, no secrets. */
  before: unknown;
  /** The record as it became (null on delete): plain JSON, no secrets. */
  after: unknown;
}

/** Keys never stored in the audit trail, whatever a caller passes (passwords, hashes, tokens, secrets). */
const SECRET_KEY = /pass|hash|token|secret/i;

/** A deep copy of `value` without secret-looking keys (a flag such as `password_Changed` is kept). */
function withoutSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (value instanceof Date) return value.toISOString();
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, v] of Object.entries(value)) {
      if (SECRET_KEY.test(key) && typeof v !== 'boolean') continue;
      if (v !== undefined) out[key] = withoutSecrets(v);
    }
    return out;
  }
  return value;
}

/**
 * Writes one audit row. Call it with the transaction of the write itself (`db.transaction(tx => ...)`),
 * so that the row exists exactly when the change does: a failing write leaves no row (ADR 0017).
 */
export async function recordAudit(tx: Db, record: AuditRecord): Promise<void> {
  await tx.insert(auditLog).values({
    customerId: record.customerId,
    actorId: record.actorId,
    entity: record.entity,
    entityId: record.entityId,
    action: record.action,
    before:
      record.before === null || record.before === undefined ? null : withoutSecrets(record.before),
    after:
      record.after === null || record.after === undefined ? null : withoutSecrets(record.after),
  });
}
