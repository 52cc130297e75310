import {
  codePointLength,
  decodePassword,
  ENCODED_PASSWORD_MAX_LENGTH,
  encodePassword,
  isPasswordValid,
  PASSWORD_MAX_LENGTH,
  passwordProblems,
  passwordRuleCodes,
} from './password';
import { PASSWORD_RULE_CASES } from './ruleCases';

describe('password rules (seed 000 §5, §9): the shared cases', () => {
  it.each(PASSWORD_RULE_CASES.map((c) => [c.password, c.broken] as const))(
    '%s breaks %j',
    (password, broken) => {
      expect(passwordRuleCodes(password)).toEqual(broken);
      expect(isPasswordValid(password)).toBe(broken.length === 0);
    },
  );

  it('accepts the accented capitals of issue 17', () => {
    expect(isPasswordValid('Éxito#2026')).toBe(true);
    expect(isPasswordValid('Éabcdef1!')).toBe(true);
  });

  it('counts code points, not UTF-16 units', () => {
    expect(codePointLength('😀𝐀é')).toBe(3);
    expect('Ab1!😀😀'.length).toBe(8);
    expect(passwordProblems('Ab1!😀😀')).toEqual({ tooShort: true, tooLong: false, missing: [] });
  });

  it('takes each special character of the seed and nothing else', () => {
    for (const char of '!|@#$%^&*()-_')
      expect(passwordProblems(`Abcdefg1${char}`).missing).toEqual([]);
    for (const char of '+?.,~=/')
      expect(passwordProblems(`Abcdefg1${char}`).missing).toEqual(['special']);
  });
});

describe('password encoding (seed 000 §9)', () => {
  it('marks the padding with a final digit', () => {
    expect(encodePassword('foo')).toBe('Zm9v0');
    expect(encodePassword('foobar')).toBe('Zm9vYmFy0');
    expect(encodePassword('Senha@123')).toBe('U2VuaGFAMTIz0');
    expect(encodePassword('fo')).toBe('Zm81');
    expect(encodePassword('fooba')).toBe('Zm9vYmE1');
    expect(encodePassword('f')).toBe('Zg2');
    expect(encodePassword('foob')).toBe('Zm9vYg2');
    expect(encodePassword('')).toBe('0');
  });

  it('encodes the UTF-8 bytes, also outside the BMP', () => {
    expect(encodePassword('é')).toBe('w6k1');
    expect(encodePassword('ção')).toBe('w6fDo281');
    expect(encodePassword('😀')).toBe('8J+YgA2');
    expect(encodePassword('𝐀')).toBe('8J2QgA2');
  });

  it('matches Node’s base64 and decodes back', () => {
    const reference = (text: string) => {
      const b64 = Buffer.from(text, 'utf8').toString('base64');
      const pad = b64.endsWith('==') ? 2 : b64.endsWith('=') ? 1 : 0;
      return `${b64.slice(0, b64.length - pad)}${pad}`;
    };
    for (const { password } of PASSWORD_RULE_CASES) {
      expect(encodePassword(password)).toBe(reference(password));
      expect(decodePassword(encodePassword(password))).toBe(password);
    }
  });

  it.each([
    ['abc', 'YWJj0'],
    ['abcd', 'YWJjZA2'],
    ['abcde', 'YWJjZGU1'],
    ['Atende@2026', 'QXRlbmRlQDIwMjY1'],
    ['ção', 'w6fDo281'],
  ])('decodes %s from %s', (plain, encoded) => {
    expect(decodePassword(encoded)).toBe(plain);
  });

  it('refuses malformed texts', () => {
    expect(decodePassword('YWJj')).toBeNull(); // no marker digit
    expect(decodePassword('YW$j0')).toBeNull(); // not base64
    expect(decodePassword('YWJjZ0')).toBeNull(); // a length base64 cannot have
    expect(decodePassword('')).toBeNull();
    expect(decodePassword('/w2')).toBeNull(); // 0xFF is not UTF-8
  });

  it('bounds the encoded field by the longest password', () => {
    const longest = '😀'.repeat(PASSWORD_MAX_LENGTH);
    expect(encodePassword(longest).length).toBeLessThanOrEqual(ENCODED_PASSWORD_MAX_LENGTH);
  });
});
