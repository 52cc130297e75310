import * as XLSX from 'xlsx';
import { ImportError } from './importFailure';
import { parseSpreadsheet, type ImportProgress } from './parseSpreadsheet';

const encode = (text: string) => new TextEncoder().encode(text);
const parse = (data: Uint8Array | ArrayBuffer, maxRows = 1000) =>
  parseSpreadsheet(data, { maxRows });

function codeOf(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    return error instanceof ImportError ? error.code : `not an ImportError: ${String(error)}`;
  }
  return undefined;
}

/** A workbook file written by SheetJS itself, from cells given by address. */
function workbook(cells: Record<string, XLSX.CellObject>, ref: string, bookType: 'xlsx' | 'ods') {
  const sheet: XLSX.WorkSheet = { ...cells, '!ref': ref };
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, 'Sheet1');
  return new Uint8Array(XLSX.write(book, { type: 'array', bookType }) as ArrayBuffer);
}

describe('CSV', () => {
  it('reads semicolon CSV with quotes, doubled quotes, CRLF, a BOM and line breaks in quotes', () => {
    const csv = '\uFEFFname;phone;note\r\n"Silva; Ana";5511;"say ""hi"""\r\nBo;;"two\nlines"\r\n';
    expect(parse(encode(csv))).toEqual([
      ['name', 'phone', 'note'],
      ['Silva; Ana', '5511', 'say "hi"'],
      ['Bo', '', 'two\nlines'],
    ]);
  });

  it('keeps every cell as text: formulas, signs, leading zeros and dates are not interpreted', () => {
    const csv = 'a;b;c;d;e;f\n=1+1;+5511999;-2;@SUM(A1);007;2026-01-02\n';
    expect(parse(encode(csv))[1]).toEqual([
      '=1+1',
      '+5511999',
      '-2',
      '@SUM(A1)',
      '007',
      '2026-01-02',
    ]);
  });

  it('reads a comma CSV when the header has no semicolon', () => {
    expect(parse(encode('a,b\n1,2'))).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });

  it('reads Windows-1252 text (Excel in pt and es)', () => {
    const bytes = new Uint8Array([0x4a, 0x6f, 0xe3, 0x6f, 0x3b, 0x53, 0xe3, 0x6f]); // João;São
    expect(parse(bytes)).toEqual([['João', 'São']]);
  });

  it('drops blank lines and trailing empty cells', () => {
    expect(parse(encode('a;b;;\n\n;;\nc;d\n\n'))).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
  });

  it('keeps empty rows inside the file with keepEmptyRows (a row index gives its line), not the trailing ones', () => {
    const csv = 'h1;h2\r\n\r\n;;\r\na;b\r\n\r\n;\r\n';
    expect(parseSpreadsheet(encode(csv), { maxRows: 100, keepEmptyRows: true })).toEqual([
      ['h1', 'h2'],
      [],
      [],
      ['a', 'b'],
    ]);
    expect(
      codeOf(() => parseSpreadsheet(encode('\n;\n'), { maxRows: 9, keepEmptyRows: true })),
    ).toBe('empty');
  });

  it('reads with the separator given, whatever the first line holds', () => {
    expect(parseSpreadsheet(encode('a,b\n1,2;3'), { maxRows: 9, separator: ';' })).toEqual([
      ['a,b'],
      ['1,2', '3'],
    ]);
  });

  it('keeps what follows a closing quote, and reads quoted cells at the end of the text', () => {
    expect(parse(encode('"a"b;" x";""\n"last"'))).toEqual([['ab', ' x'], ['last']]);
    expect(parse(encode(' "q";2'))).toEqual([['q', '2']]);
  });

  it('rejects a malformed CSV (unterminated quote, stray quote)', () => {
    expect(codeOf(() => parse(encode('a;"b\nc;d')))).toBe('malformed');
    expect(codeOf(() => parse(encode('a;b"c"\n')))).toBe('malformed');
    expect(codeOf(() => parse(encode('"a" "b"\n')))).toBe('malformed');
  });

  it('rejects an empty file or one without any value', () => {
    expect(codeOf(() => parse(new Uint8Array()))).toBe('empty');
    expect(codeOf(() => parse(encode('\uFEFF;;;\r\n\r\n')))).toBe('empty');
  });

  it('rejects a huge file by its row count', () => {
    const csv = Array.from({ length: 5001 }, (_, i) => `row${i};x`).join('\n');
    expect(codeOf(() => parse(encode(csv), 5000))).toBe('too_many_rows');
    expect(parse(encode(csv), 5001)).toHaveLength(5001);
  });

  it('reports progress', () => {
    const progress: ImportProgress[] = [];
    const csv = Array.from({ length: 2500 }, (_, i) => `r${i}`).join('\n');
    parseSpreadsheet(encode(csv), { maxRows: 10_000, onProgress: (p) => progress.push(p) });
    expect(progress[0]).toEqual({ phase: 'reading', rows: 0 });
    expect(progress.map((p) => p.rows)).toEqual([0, 1000, 2000, 2500]);
  });
});

describe('binary files', () => {
  it('rejects images, executables and legacy .xls', () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
    const elf = new Uint8Array([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0, 0, 0]);
    const ole = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    const noise = new Uint8Array(4096).map((_, i) => (i * 7919) % 32);
    for (const bytes of [png, elf, ole, noise]) expect(codeOf(() => parse(bytes))).toBe('binary');
  });

  it('rejects a zip that is not a spreadsheet, and a truncated xlsx', () => {
    const zipHeader = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(codeOf(() => parse(zipHeader))).toBe('malformed');
    const xlsx = workbook({ A1: { t: 's', v: 'x' } }, 'A1', 'xlsx');
    expect(codeOf(() => parse(xlsx.subarray(0, Math.floor(xlsx.length / 2))))).toBe('malformed');
  });
});

describe.each(['xlsx', 'ods'] as const)('%s', (bookType) => {
  const file = workbook(
    {
      A1: { t: 's', v: 'name' },
      B1: { t: 's', v: 'value' },
      A2: { t: 's', v: '=HYPERLINK("http://evil","x")' },
      B2: { t: 's', v: '@cmd' },
      A3: { t: 's', v: '+5511999' },
      B3: { t: 'n', v: 42 },
      A4: { t: 's', v: '-2' },
      B4: { t: 'n', v: 3, f: '1+2' },
      A5: { t: 'b', v: true },
    },
    'A1:B5',
    bookType,
  );

  it('keeps the empty rows above the first used one with keepEmptyRows', () => {
    const offset = workbook({ A3: { t: 's', v: 'h' }, A5: { t: 's', v: 'x' } }, 'A3:A5', bookType);
    expect(parseSpreadsheet(offset, { maxRows: 9, keepEmptyRows: true })).toEqual([
      [],
      [],
      ['h'],
      [],
      ['x'],
    ]);
  });

  it('returns every cell as text; text that looks like a formula stays text', () => {
    const rows = parse(file);
    expect(rows[0]).toEqual(['name', 'value']);
    expect(rows[1]).toEqual(['=HYPERLINK("http://evil","x")', '@cmd']);
    expect(rows[2]).toEqual(['+5511999', '42']);
    for (const row of rows) for (const cell of row) expect(typeof cell).toBe('string');
  });

  it("gives a formula's cached value, never evaluating it", () => {
    expect(parse(file)[3]).toEqual(['-2', '3']);
  });

  it('rejects too many rows', () => {
    expect(codeOf(() => parse(file, 3))).toBe('too_many_rows');
  });
});

it('gives the formula text when an xlsx holds no cached value', () => {
  // SheetJS always writes a value: remove it from the sheet's XML inside the zip.
  const written = workbook(
    { A1: { t: 'n', v: 3, f: 'A2*2' }, B1: { t: 's', v: 'x' } },
    'A1:B1',
    'xlsx',
  );
  const zip = XLSX.CFB.read(written, { type: 'array' });
  const entry = zip.FileIndex[zip.FullPaths.findIndex((p: string) => p.endsWith('sheet1.xml'))]!;
  const xml = new TextDecoder().decode(entry.content as Uint8Array).replace('<v>3</v>', '');
  expect(xml).toContain('<f>A2*2</f></c>');
  entry.content = encode(xml);
  entry.size = entry.content.length;
  const file = new Uint8Array(XLSX.CFB.write(zip, { fileType: 'zip', type: 'array' }) as number[]);
  expect(parse(file)).toEqual([['=A2*2', 'x']]);
});
