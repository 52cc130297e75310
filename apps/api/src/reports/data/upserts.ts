/**
 * The aggregate tables' writes (docs/adr/0027): rows that share a key summed first, then added to
 * their table's counters in one upsert.
 */
import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Runner } from './aggregates';

/** `INSERT … ON CONFLICT (key) DO UPDATE SET c = c + excluded.c` for each counter. */
export async function addRows(
  run: Runner,
  table: PgTable,
  target: PgTable['_']['columns'][string][],
  counters: Record<string, PgTable['_']['columns'][string]>,
  rows: Record<string, unknown>[],
) {
  if (!rows.length) return;
  const set = Object.fromEntries(
    Object.entries(counters).map(([field, column]) => [
      field,
      sql`${column} + excluded.${sql.identifier(column.name)}`,
    ]),
  );
  await run.insert(table).values(rows).onConflictDoUpdate({ target, set });
}

/** Sums rows that share a key (an upsert may not touch one row twice). */
export function mergeByKey<Row extends Record<string, unknown>>(rows: Row[], key: string[]): Row[] {
  const merged = new Map<string, Row>();
  for (const row of rows) {
    const id = JSON.stringify(key.map((k) => row[k]));
    const seen = merged.get(id);
    if (!seen) {
      merged.set(id, { ...row });
      continue;
    }
    for (const [field, value] of Object.entries(row)) {
      if (!key.includes(field) && typeof value === 'number')
        (seen as Record<string, unknown>)[field] = (seen[field] as number) + value;
    }
  }
  return [...merged.values()];
}
