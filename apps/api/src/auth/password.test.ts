import {
  CURRENT_HASH_PREFIX,
  dummyPasswordHash,
  hashPassword,
  needsRehash,
  verifyPassword,
} from './password';

/** A hash made by the scrypt scheme used before argon2id (N=2^14, r=8, p=1) of 'Atende@2026'. */
const LEGACY_SCRYPT =
  'scrypt$16384$8$1$TZUN8ZCqCh2vnM16P7bUJQ==$aaoc8Fuhvl05BuQ+15Nr0VVevLSqPbp0AfVFlYDMxcg=';

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
