/**
 * The bulk file's rows (seed 001 §9: "Bulk file is semicolon separated with columns customer, client
 * identification, message, send date, from, parameters, message id, campaign id. The first line is a
 * header"; §5 "Bulk import skips the header line and a trailing empty line").
 */

/** The file's columns, in the seed's order (the fields of seed 001 §3 "Bulk-send row"). */
export const HSM_COLUMNS = [
  'customer_id',
  'client_identification',
  'message',
  'send_date',
  'from',
  'parameters',
  'message_id',
  'campaign_id',
] as const;

/** One column of the bulk file. */
export type HsmColumn = (typeof HSM_COLUMNS)[number];

/** One row of the bulk file, every cell as the file gives it (text, never evaluated). */
export type HsmRow = { readonly line: number } & { readonly [C in HsmColumn]: string };

/** Most rows a bulk file may hold, the header aside. */
export const HSM_MAX_ROWS = 100_000;

/**
 * Maps the sheet's rows `[from, to)` to `HsmRow`s, appended to `out`: the first row (the header) and
 * empty rows are skipped; `line` is the row's line in the file (index + 1: the import keeps empty
 * rows inside the file, see `keepEmptyRows`); missing trailing cells are ''.
 */
export function mapHsmRows(
  sheet: readonly (readonly string[])[],
  from: number,
  to: number,
  out: HsmRow[],
): void {
  for (let index = Math.max(from, 1); index < to; index += 1) {
    const cells = sheet[index]!;
    if (cells.length === 0) continue;
    out.push({
      line: index + 1,
      customer_id: (cells[0] ?? '').trim(),
      client_identification: (cells[1] ?? '').trim(),
      message: cells[2] ?? '',
      send_date: (cells[3] ?? '').trim(),
      from: (cells[4] ?? '').trim(),
      parameters: cells[5] ?? '',
      message_id: (cells[6] ?? '').trim(),
      campaign_id: (cells[7] ?? '').trim(),
    });
  }
}

/** The rows of a whole sheet (header and empty rows skipped). */
export function hsmRowsOf(sheet: readonly (readonly string[])[]): HsmRow[] {
  const rows: HsmRow[] = [];
  mapHsmRows(sheet, 0, sheet.length, rows);
  return rows;
}

/** How many columns the header has (the file needs `HSM_COLUMNS.length`). */
export function headerColumnCount(sheet: readonly (readonly string[])[]): number {
  return sheet[0]?.length ?? 0;
}
