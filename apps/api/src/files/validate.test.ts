import { decodeBase64Strict, sanitiseFileName } from './validate';

describe('sanitiseFileName', () => {
  it('strips folders, control and bidi characters, leading dots and keeps the ending', () => {
    expect(sanitiseFileName('../../etc/passwd.png')).toBe('passwd.png');
    expect(sanitiseFileName('..\\..\\win.ini.pdf')).toBe('win.ini.pdf');
    expect(sanitiseFileName('a\u0000b\r\nc\u202egnp.exe.png')).toBe('abcgnp.exe.png');
    expect(sanitiseFileName('...hidden.png')).toBe('hidden.png');
    expect(sanitiseFileName('..')).toBe('file');
    expect(sanitiseFileName('.png')).toBe('png');
    expect(sanitiseFileName('<script>"x".pdf')).toBe('scriptx.pdf');
    const long = sanitiseFileName(`${'á'.repeat(300)}.docx`);
    expect(long.endsWith('.docx')).toBe(true);
    expect(Buffer.byteLength(long)).toBeLessThanOrEqual(150);
  });
});

describe('decodeBase64Strict', () => {
  it('handles multi-megabyte input and refuses misplaced padding', () => {
    const data = Buffer.alloc(12 * 1024 * 1024, 0xab);
    expect(decodeBase64Strict(data.toString('base64'), 'file', data.length).equals(data)).toBe(
      true,
    );
    expect(() => decodeBase64Strict('AA==AAAA', 'file', 100)).toThrow('not valid base64');
    expect(() => decodeBase64Strict('A===', 'file', 100)).toThrow('not valid base64');
    expect(decodeBase64Strict('QUJD\r\nREVG', 'file', 100).toString()).toBe('ABCDEF');
    expect(decodeBase64Strict('data:image/png;base64,QUJD', 'file', 100).toString()).toBe('ABC');
  });
});
