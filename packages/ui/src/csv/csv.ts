/** Options of `toCsv`. */
export interface CsvOptions {
  /** Field separator: `;` (default: what Excel expects in pt and es locales) or `,`. */
  separator?: ';' | ',';
  /** Prefix the text with a UTF-8 byte order mark so that Excel reads accents right (default true). */
  bom?: boolean;
}

/** One column of a CSV export: its header and how a row gives the cell. */
export interface CsvColumn<Row> {
  title: string;
  value: (row: Row) => unknown;
}

const BOM = '\uFEFF';
/** First characters that make a spreadsheet read a cell as a formula (OWASP CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * Makes a cell safe to open in a spreadsheet: a text beginning with `=`, `+`, `-`, `@`, tab or
 * carriage return gets a leading apostrophe, so it is shown as text and never evaluated.
 */
export function neutraliseCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text =
    value instanceof Date
      ? value.toISOString()
      : typeof value === 'object'
        ? JSON.stringify(value)
        : String(value);
  return FORMULA_START.test(text) ? `'${text}` : text;
}

function quote(text: string, separator: string): string {
  return text.includes('"') ||
    text.includes(separator) ||
    text.includes('\n') ||
    text.includes('\r') ||
    /^\s|\s$/.test(text)
    ? `"${text.replace(/"/g, '""')}"`
    : text;
}

/**
 * A CSV text (RFC 4180: CRLF line ends, quotes doubled) of a header and rows, every cell neutralised
 * against formula injection. Numbers are written as `String(n)`.
 */
export function toCsv(rows: readonly (readonly unknown[])[], options: CsvOptions = {}): string {
  const separator = options.separator ?? ';';
  const body = rows
    .map((row) => row.map((cell) => quote(neutraliseCell(cell), separator)).join(separator))
    .join('\r\n');
  return `${options.bom === false ? '' : BOM}${body}\r\n`;
}

/** The CSV text of objects through column definitions (header first). */
export function rowsToCsv<Row>(
  rows: readonly Row[],
  columns: readonly CsvColumn<Row>[],
  options: CsvOptions = {},
): string {
  return toCsv(
    [columns.map((column) => column.title), ...rows.map((row) => columns.map((c) => c.value(row)))],
    options,
  );
}

/** Offers a CSV text to the user as a download named `fileName` (`.csv` added when missing). */
export function downloadCsv(fileName: string, csv: string): void {
  const blob = new Blob([csv], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = /\.csv$/i.test(fileName) ? fileName : `${fileName}.csv`;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
