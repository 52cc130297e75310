import { headerColumnCount, hsmRowsOf, mapHsmRows, type HsmRow } from './hsmRows';

const HEADER = [
  'customer',
  'phone',
  'message',
  'date',
  'from',
  'parameters',
  'message id',
  'campaign',
];

describe('mapping the bulk file (seed 001 §9 columns, §5 header and trailing empty line)', () => {
  it('skips the header, maps the columns in the seed order and keeps each row line', () => {
    const rows = hsmRowsOf([
      HEADER,
      ['1', '+55 11 99999-0001', 'Hello', '2026-12-01T09:30', 'Acme', 'Ana|10', '7', '0'],
    ]);
    expect(rows).toEqual([
      {
        line: 2,
        customer_id: '1',
        client_identification: '+55 11 99999-0001',
        message: 'Hello',
        send_date: '2026-12-01T09:30',
        from: 'Acme',
        parameters: 'Ana|10',
        message_id: '7',
        campaign_id: '0',
      },
    ]);
  });

  it('skips empty rows (a trailing empty line, blank lines inside) without shifting the lines', () => {
    const rows = hsmRowsOf([HEADER, ['1', '551100000001'], [], ['1', '551100000002'], []]);
    expect(rows.map((row) => [row.line, row.client_identification])).toEqual([
      [2, '551100000001'],
      [4, '551100000002'],
    ]);
  });

  it('gives missing trailing cells as empty text, trims ids and dates, keeps message text as is', () => {
    const [row] = hsmRowsOf([HEADER, [' 1 ', ' 5511 ', ' Hi ', ' ', '', ' a | b ']]);
    expect(row).toMatchObject({
      customer_id: '1',
      client_identification: '5511',
      message: ' Hi ',
      send_date: '',
      parameters: ' a | b ',
      message_id: '',
      campaign_id: '',
    });
  });

  it('keeps formula-looking cells as the text they are', () => {
    const [row] = hsmRowsOf([
      HEADER,
      ['=1+1', '+5511999990000', '@SUM(A1)', '-2', '=HYPERLINK("x")'],
    ]);
    expect(row).toMatchObject({
      customer_id: '=1+1',
      client_identification: '+5511999990000',
      message: '@SUM(A1)',
      send_date: '-2',
      from: '=HYPERLINK("x")',
    });
  });

  it('maps a range of the sheet at a time (the page maps in slices)', () => {
    const sheet = [HEADER, ...Array.from({ length: 10 }, (_, i) => ['1', `55110000000${i}`])];
    const out: HsmRow[] = [];
    mapHsmRows(sheet, 0, 4, out);
    mapHsmRows(sheet, 4, sheet.length, out);
    expect(out.map((row) => row.line)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
  });

  it('counts the header columns', () => {
    expect(headerColumnCount([HEADER])).toBe(8);
    expect(headerColumnCount([['a,b,c']])).toBe(1);
    expect(headerColumnCount([])).toBe(0);
  });
});
