import type { AuditEntry } from '@atende/contract';

/** One field of a record that changed in an audit entry, its values as the server stored them. */
export interface FieldChange {
  field: string;
  from: unknown;
  to: unknown;
}

function asRecord(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

function same(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return false;
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * The fields that differ between `before` and `after` of an entry, in the order they first appear
 * (a create has no `before`, a delete no `after`: every field then changed from / to nothing).
 */
export function changedFields(entry: Pick<AuditEntry, 'before' | 'after'>): FieldChange[] {
  const before = asRecord(entry.before);
  const after = asRecord(entry.after);
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return fields
    .filter((field) => !same(before[field], after[field]))
    .map((field) => ({ field, from: before[field], to: after[field] }));
}

/** Words `valueText` needs, already translated. */
export interface ValueWords {
  empty: string;
  yes: string;
  no: string;
}

/**
 * A stored value as plain text (rendered as a text node, never as HTML): strings as they are,
 * booleans as yes / no, nothing as the empty marker, lists and objects as JSON.
 */
export function valueText(value: unknown, words: ValueWords): string {
  if (value === null || value === undefined || value === '') return words.empty;
  if (typeof value === 'boolean') return value ? words.yes : words.no;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  return JSON.stringify(value);
}
