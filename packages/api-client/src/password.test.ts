import { encodePassword } from './password';

/** The rule of seed 000 section 9, computed independently with Node's Buffer. */
function reference(text: string): string {
  const base64 = Buffer.from(text, 'utf8').toString('base64');
  if (base64.endsWith('==')) return `${base64.slice(0, -2)}2`;
  if (base64.endsWith('=')) return `${base64.slice(0, -1)}1`;
  return `${base64}0`;
}

describe('encodePassword', () => {
  // RFC 4648 test vectors: base64("foo") = "Zm9v", ("fo") = "Zm8=", ("f") = "Zg==".
  it('appends 0 when base64 has no padding', () => {
    expect(encodePassword('foo')).toBe('Zm9v0');
    expect(encodePassword('foobar')).toBe('Zm9vYmFy0');
    expect(encodePassword('Senha@123')).toBe('U2VuaGFAMTIz0');
  });

  it('replaces a single trailing = with 1', () => {
    expect(encodePassword('fo')).toBe('Zm81');
    expect(encodePassword('fooba')).toBe('Zm9vYmE1');
  });

  it('replaces a trailing == with 2', () => {
    expect(encodePassword('f')).toBe('Zg2');
    expect(encodePassword('foob')).toBe('Zm9vYg2');
  });

  it('encodes non-ASCII text as UTF-8', () => {
    // "é" is C3 A9 in UTF-8: 110000 111010 1001(00) -> w 6 k, one pad -> "w6k=".
    expect(encodePassword('é')).toBe('w6k1');
    // "ção" is C3 A7 C3 A3 6F -> "w6fDo28=".
    expect(encodePassword('ção')).toBe('w6fDo281');
    // An emoji outside the BMP is four UTF-8 bytes -> "8J+YgA==".
    expect(encodePassword('😀')).toBe('8J+YgA2');
  });

  it('encodes the empty text as 0', () => {
    expect(encodePassword('')).toBe('0');
  });

  it.each([
    'a',
    'ab',
    'abc',
    'Pässwörd!|@#',
    'Contraseña-2024_ñ',
    '密码Пароль',
    'a&b=c#d',
    ' spaced out ',
  ])('matches the Buffer reference for %j', (text) => {
    expect(encodePassword(text)).toBe(reference(text));
  });
});
