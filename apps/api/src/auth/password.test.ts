import {
  CURRENT_HASH_PREFIX,
  decodePassword,
  dummyPasswordHash,
  hashPassword,
  needsRehash,
  passwordProblems,
  verifyPassword,
} from './password';

/** A hash made by the scrypt scheme used before argon2id (N=2^14, r=8, p=1) of 'Atende@2026'. */
const LEGACY_SCRYPT =
  'scrypt$16384$8$1$TZUN8ZCqCh2vnM16P7bUJQ==$aaoc8Fuhvl05BuQ+15Nr0VVevLSqPbp0AfVFlYDMxcg=';

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

describe('argon2id hashes (OWASP: m=19 MiB, t=2, p=1)', () => {
  it('hashes with argon2id at the current parameters and verifies only the right password', async () => {
    const stored = await hashPassword('Atende@2026');
    expect(stored.startsWith('$argon2id$v=19$m=19456,t=2,p=1$')).toBe(true);
    expect(stored.startsWith(CURRENT_HASH_PREFIX)).toBe(true);
    expect(needsRehash(stored)).toBe(false);
    await expect(verifyPassword('Atende@2026', stored)).resolves.toBe(true);
    await expect(verifyPassword('atende@2026', stored)).resolves.toBe(false);
    await expect(verifyPassword('x', 'garbage')).resolves.toBe(false);
    await expect(verifyPassword('x', '$argon2id$broken')).resolves.toBe(false);
  });

  it('salts every hash on its own', async () => {
    const [a, b] = await Promise.all([hashPassword('same'), hashPassword('same')]);
    const salt = (phc: string) => phc.split('$')[4];
    expect(salt(a)).not.toBe(salt(b));
    expect(a).not.toBe(b);
  });

  it('keeps verifying legacy scrypt hashes and marks them for rehash', async () => {
    await expect(verifyPassword('Atende@2026', LEGACY_SCRYPT)).resolves.toBe(true);
    await expect(verifyPassword('Atende@2027', LEGACY_SCRYPT)).resolves.toBe(false);
    expect(needsRehash(LEGACY_SCRYPT)).toBe(true);
    expect(needsRehash('$argon2id$v=19$m=4096,t=3,p=1$c2FsdA$aGFzaA')).toBe(true);
  });

  it('has a dummy hash at the same parameters for unknown logins', async () => {
    const dummy = await dummyPasswordHash();
    expect(dummy.startsWith(CURRENT_HASH_PREFIX)).toBe(true);
    expect(await dummyPasswordHash()).toBe(dummy);
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
