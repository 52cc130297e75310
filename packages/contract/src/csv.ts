/** First characters that make a spreadsheet read a cell as a formula (OWASP CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * Makes a cell safe to open in a spreadsheet: a text beginning with `=`, `+`, `-`, `@`, tab or
 * carriage return gets a leading apostrophe, so it is shown as text and never evaluated. The one
 * rule of the browser's exports (`@atende/ui`) and the API's report exports.
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

/** Options of `toCsv`. */
export interface CsvOptions {
  /** Field separator: `;` (default: what Excel expects in pt and es locales) or `,`. */
  separator?: ';' | ',';
  /** Prefix the text with a UTF-8 byte order mark so that Excel reads accents right (default true). */
  bom?: boolean;
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
  return `${options.bom === false ? '' : '\uFEFF'}${body}\r\n`;
}
