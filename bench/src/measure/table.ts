/** A small table printed to the console: a title, column headings and rows. */
export interface Table {
  title: string;
  columns: string[];
  rows: Array<Array<string | number>>;
  /** Lines printed under the table. */
  notes?: string[];
}

/** Renders a table with aligned columns (numbers right-aligned). */
export function renderTable(table: Table): string {
  const cells = [table.columns, ...table.rows.map((row) => row.map(String))];
  const widths = table.columns.map((_, i) =>
    Math.max(...cells.map((row) => (row[i] ?? '').length)),
  );
  const numeric = table.columns.map((_, i) =>
    table.rows.every((row) => typeof row[i] === 'number'),
  );
  const line = (row: string[]) =>
    row
      .map((cell, i) => (numeric[i] ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd();
  return [
    table.title,
    line(table.columns),
    widths.map((w) => '-'.repeat(w)).join('  '),
    ...table.rows.map((row) => line(row.map(String))),
    ...(table.notes ?? []),
  ].join('\n');
}

/** The value at quantile `q` (0..1) of `values`, by nearest rank. */
export function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[rank]!;
}
