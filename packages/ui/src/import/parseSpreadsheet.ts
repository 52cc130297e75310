// The parsing core of the spreadsheet import. It runs inside the import worker (importWorker.ts) and
// as a plain function in tests; nothing on the page imports it (the `xlsx` npm build has known
// prototype-pollution and ReDoS advisories on read: DESIGN §4).
import * as XLSX from 'xlsx';
import { ImportError } from './importFailure';

/** A progress report: the phase and how many rows are read so far. */
export interface ImportProgress {
  phase: 'reading' | 'rows';
  rows: number;
}

/** Options of `parseSpreadsheet`. */
export interface ParseOptions {
  /** Most rows accepted (header included); more is a `too_many_rows` error. */
  maxRows: number;
  onProgress?: (progress: ImportProgress) => void;
  /** CSV separator; default: `;` unless the first line has commas and no semicolon. */
  separator?: ';' | ',';
  /**
   * Keep the empty rows inside the file (as `[]`), so that a row's index + 1 is its line in the file
   * (its row in a spreadsheet); the empty rows at the end are dropped all the same. Default false.
   */
  keepEmptyRows?: boolean;
}

/** Rows between two progress reports. */
const PROGRESS_EVERY = 1000;

type Kind = 'zip' | 'ole' | 'text' | 'binary';

function kindOf(bytes: Uint8Array): Kind {
  if (bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04)
    return 'zip'; // xlsx and ods are zip packages
  if (bytes[0] === 0xd0 && bytes[1] === 0xcf && bytes[2] === 0x11 && bytes[3] === 0xe0)
    return 'ole'; // legacy .xls: not one of the accepted formats
  const sample = bytes.subarray(0, 8192);
  let control = 0;
  for (const byte of sample) {
    if (byte === 0) return 'binary';
    if (byte < 0x09 || (byte > 0x0d && byte < 0x20)) control += 1;
  }
  return control > sample.length * 0.01 ? 'binary' : 'text';
}

function decodeText(bytes: Uint8Array): string {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    // Not UTF-8: Excel in pt and es saves CSV as Windows-1252.
    text = new TextDecoder('windows-1252').decode(bytes);
  }
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/** `;` unless the first line has commas and no semicolon outside quotes. */
function separatorOf(text: string): ';' | ',' {
  let inQuotes = false;
  let semicolons = 0;
  let commas = 0;
  for (const char of text) {
    if (char === '"') inQuotes = !inQuotes;
    else if (!inQuotes && (char === '\n' || char === '\r')) break;
    else if (!inQuotes && char === ';') semicolons += 1;
    else if (!inQuotes && char === ',') commas += 1;
  }
  return semicolons === 0 && commas > 0 ? ',' : ';';
}

const QUOTE = 0x22;
const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;

/**
 * RFC 4180 reading (quotes, doubled quotes, CRLF or LF, line breaks inside quotes), every cell text.
 * Scans by character code and slices runs of plain text (a 100,000-row file reads in a fraction of a
 * second: bench `hsm-import`).
 */
function parseCsv(text: string, options: ParseOptions): string[][] {
  const separator = (options.separator ?? separatorOf(text)).charCodeAt(0);
  const length = text.length;
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let i = 0;
  const endRow = () => {
    row.push(cell);
    rows.push(row);
    row = [];
    cell = '';
    if (rows.length > options.maxRows) throw new ImportError('too_many_rows', options.maxRows);
    if (rows.length % PROGRESS_EVERY === 0)
      options.onProgress?.({ phase: 'rows', rows: rows.length });
  };
  while (i < length) {
    let j = i;
    let char = 0;
    while (j < length) {
      char = text.charCodeAt(j);
      if (char === separator || char === LINE_FEED || char === CARRIAGE_RETURN || char === QUOTE)
        break;
      j += 1;
    }
    cell += text.slice(i, j);
    if (j >= length) break;
    if (char === QUOTE) {
      if (cell.trim() !== '') throw new ImportError('malformed'); // a quote inside an unquoted cell
      let quoted = '';
      let k = j + 1;
      for (;;) {
        const end = text.indexOf('"', k);
        if (end < 0) throw new ImportError('malformed'); // unterminated quoted cell
        quoted += text.slice(k, end);
        k = end + 1;
        if (text.charCodeAt(k) !== QUOTE) break;
        quoted += '"'; // a doubled quote
        k += 1;
      }
      cell = quoted;
      i = k;
    } else if (char === separator) {
      row.push(cell);
      cell = '';
      i = j + 1;
    } else {
      i = j + 1;
      if (char === CARRIAGE_RETURN && text.charCodeAt(i) === LINE_FEED) i += 1;
      endRow();
    }
  }
  if (cell !== '' || row.length > 0) endRow();
  return rows;
}

/** The text of a sheet cell: its displayed text, else its value; a formula gives its cached value. */
function cellText(cell: XLSX.CellObject | undefined): string {
  if (!cell) return '';
  if (cell.t === 'e') return cell.w ?? '';
  // A stub: an empty cell, or a formula the file holds no cached value for.
  if (cell.t === 'z' || cell.v === undefined || cell.v === null) return cell.f ? `=${cell.f}` : '';
  if (typeof cell.w === 'string') return cell.w;
  return String(cell.v);
}

function parseWorkbook(bytes: Uint8Array, options: ParseOptions): string[][] {
  let workbook: XLSX.WorkBook;
  try {
    workbook = XLSX.read(bytes, {
      type: 'array',
      cellFormula: true, // read only to return the formula text when no cached value exists
      sheetStubs: true, // keeps such formula cells (as stubs)
      cellHTML: false,
      cellDates: false,
      cellStyles: false,
      bookVBA: false,
      sheets: 0,
      sheetRows: options.maxRows + 1,
    });
  } catch {
    throw new ImportError('malformed');
  }
  const name = workbook.SheetNames[0];
  const sheet = name ? workbook.Sheets[name] : undefined;
  if (!sheet) throw new ImportError('malformed');
  const ref = sheet['!ref'];
  if (!ref) return [];
  const range = XLSX.utils.decode_range(ref);
  if (range.e.r - range.s.r + 1 > options.maxRows)
    throw new ImportError('too_many_rows', options.maxRows);
  // Rows above the sheet's first used row still count as lines when empty rows are kept.
  const rows: string[][] = options.keepEmptyRows ? Array.from({ length: range.s.r }, () => []) : [];
  for (let r = range.s.r; r <= range.e.r; r += 1) {
    const row: string[] = [];
    for (let c = range.s.c; c <= range.e.c; c += 1) {
      const cell = sheet[XLSX.utils.encode_cell({ r, c })] as XLSX.CellObject | undefined;
      row.push(cellText(cell));
    }
    rows.push(row);
    if (rows.length % PROGRESS_EVERY === 0)
      options.onProgress?.({ phase: 'rows', rows: rows.length });
  }
  return rows;
}

/** Drops trailing empty cells of each row, and the rows left empty (only the trailing ones with `keepEmpty`). */
function tidy(rows: string[][], keepEmpty: boolean): string[][] {
  const trimmed = rows.map((row) => {
    let end = row.length;
    while (end > 0 && row[end - 1]!.trim() === '') end -= 1;
    return end === row.length ? row : row.slice(0, end);
  });
  if (!keepEmpty) return trimmed.filter((row) => row.length > 0);
  let last = trimmed.length;
  while (last > 0 && trimmed[last - 1]!.length === 0) last -= 1;
  return last === trimmed.length ? trimmed : trimmed.slice(0, last);
}

/**
 * Reads the first sheet of a semicolon (or comma) CSV, an xlsx or an ods file into rows of text.
 * Every cell is returned as text and never evaluated: a cell starting with `=`, `+`, `-` or `@` stays
 * that text; an xlsx/ods formula gives its cached value as text (what the author saw), or its formula
 * text (`=A1+1`) when the file holds no cached value. CSV is read by this module, not by `xlsx`, so
 * nothing in it is taken for a formula, number or date. Empty rows are dropped (kept inside the file
 * with `keepEmptyRows`).
 * @throws ImportError `empty`, `binary`, `malformed`, `too_many_rows`.
 */
export function parseSpreadsheet(
  data: ArrayBuffer | Uint8Array,
  options: ParseOptions,
): string[][] {
  const bytes = data instanceof Uint8Array ? data : new Uint8Array(data);
  if (bytes.length === 0) throw new ImportError('empty');
  options.onProgress?.({ phase: 'reading', rows: 0 });
  const kind = kindOf(bytes);
  if (kind === 'ole' || kind === 'binary') throw new ImportError('binary');
  const rows = tidy(
    kind === 'zip' ? parseWorkbook(bytes, options) : parseCsv(decodeText(bytes), options),
    options.keepEmptyRows === true,
  );
  if (rows.length === 0) throw new ImportError('empty');
  options.onProgress?.({ phase: 'rows', rows: rows.length });
  return rows;
}
