import { decodePassword, hashPassword, passwordProblems, verifyPassword } from './password';

describe('decodePassword (seed 000 section 9)', () => {
  it.each([
    ['abc', 'YWJj0'], // no padding: 0 appended
    ['abcd', 'YWJjZA2'], // '==' becomes 2
    ['abcde', 'YWJjZGU1'], // '=' becomes 1
    ['Atende@2026', 'QXRlbmRlQDIwMjY1'],
    ['ção', 'w6fDo281'],
  ])('decodes %s from %s', (plain, encoded) => {
    expect(decodePassword(encoded)).toBe(plain);
  });

  it('rejects malformed encodings', () => {
    expect(decodePassword('YWJj')).toBeNull();
    expect(decodePassword('YW$j0')).toBeNull();
    expect(decodePassword('YWJjZ0')).toBeNull();
    expect(decodePassword('')).toBeNull();
  });
});

describe('scrypt hashes', () => {
  it('verifies the right password and refuses others', async () => {
    const stored = await hashPassword('Atende@2026');
    expect(stored.startsWith('scrypt$')).toBe(true);
    await expect(verifyPassword('Atende@2026', stored)).resolves.toBe(true);
    await expect(verifyPassword('atende@2026', stored)).resolves.toBe(false);
    await expect(verifyPassword('x', 'garbage')).resolves.toBe(false);
  });
});

describe('passwordProblems (seed 000 section 5)', () => {
  it('lists every missing kind', () => {
    expect(passwordProblems('short')).toEqual(['min_length', 'capital', 'digit', 'special']);
    expect(passwordProblems('Abcdefg1!')).toEqual([]);
    expect(passwordProblems('Abcdefgh1|')).toEqual([]);
    expect(passwordProblems('abcdefgh1_')).toEqual(['capital']);
  });
});
