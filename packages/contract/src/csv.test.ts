import { neutraliseCell, toCsv } from './csv';

describe('neutraliseCell (OWASP CSV injection)', () => {
  it.each([
    ['=1+1', "'=1+1"],
    ['+55 11 99999', "'+55 11 99999"],
    ['-2', "'-2"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tcmd', "'\tcmd"],
    ['\rcmd', "'\rcmd"],
    ['=HYPERLINK("http://x","y")', '\'=HYPERLINK("http://x","y")'],
  ])('%j becomes %j', (input, expected) => {
    expect(neutraliseCell(input)).toBe(expected);
  });

  it('leaves ordinary text, numbers and empty values alone', () => {
    expect(neutraliseCell('Maria')).toBe('Maria');
    expect(neutraliseCell('a=b')).toBe('a=b');
    expect(neutraliseCell(42)).toBe('42');
    expect(neutraliseCell(-3)).toBe("'-3");
    expect(neutraliseCell(null)).toBe('');
    expect(neutraliseCell(undefined)).toBe('');
    expect(neutraliseCell(true)).toBe('true');
  });
});

describe('toCsv', () => {
  it('uses semicolons, CRLF and a BOM by default', () => {
    expect(
      toCsv([
        ['a', 'b'],
        ['1', '2'],
      ]),
    ).toBe('\uFEFFa;b\r\n1;2\r\n');
  });

  it('can use commas and no BOM', () => {
    expect(toCsv([['a', 'b']], { separator: ',', bom: false })).toBe('a,b\r\n');
  });

  it('quotes separators, quotes, line breaks and edge spaces', () => {
    const csv = toCsv([['x;y', 'say "hi"', 'two\nlines', ' pad', 'a,b']], { bom: false });
    expect(csv).toBe('"x;y";"say ""hi""";"two\nlines";" pad";a,b\r\n');
    expect(toCsv([['a,b']], { separator: ',', bom: false })).toBe('"a,b"\r\n');
  });

  it('neutralises formulas and still quotes them', () => {
    expect(toCsv([['=1;2', '@x']], { bom: false })).toBe('"\'=1;2";\'@x\r\n');
  });
});
