import { hash as argon2Hash, verify as argon2Verify, type Algorithm } from '@node-rs/argon2';
import { randomUUID, scrypt as scryptCb, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scrypt = promisify(scryptCb) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: { N: number; r: number; p: number; maxmem: number },
) => Promise<Buffer>;

/**
 * OWASP's current recommendation for argon2id (Password Storage Cheat Sheet): 19 MiB of memory,
 * 2 iterations, 1 degree of parallelism. Each hash gets its own random 16-byte salt.
 */
const ARGON2_OPTIONS = {
  /** `Algorithm.Argon2id` (a const enum, not readable under isolatedModules). */
  algorithm: 2 as Algorithm,
  memoryCost: 19 * 1024,
  timeCost: 2,
  parallelism: 1,
} as const;

/** The PHC prefix every current hash starts with; anything else is rehashed after a successful login. */
export const CURRENT_HASH_PREFIX = `$argon2id$v=19$m=${ARGON2_OPTIONS.memoryCost},t=${ARGON2_OPTIONS.timeCost},p=${ARGON2_OPTIONS.parallelism}$`;

/** Hashes a password with argon2id at OWASP's parameters; the PHC string carries parameters and salt. */
export function hashPassword(password: string): Promise<string> {
  return argon2Hash(password, ARGON2_OPTIONS);
}

/**
 * Checks a password against a stored hash in constant time: argon2id (PHC string) or a legacy
 * `scrypt$N$r$p$salt$hash` from before argon2id. False for anything unreadable.
 */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  if (stored.startsWith('$argon2')) {
    try {
      return await argon2Verify(stored, password);
    } catch {
      return false;
    }
  }
  return verifyScrypt(password, stored);
}

/** True when a stored hash is not at the current algorithm and parameters (rehash it on next login). */
export function needsRehash(stored: string): boolean {
  return !stored.startsWith(CURRENT_HASH_PREFIX);
}

async function verifyScrypt(password: string, stored: string): Promise<boolean> {
  const [kind, n, r, p, salt, hash] = stored.split('$');
  if (kind !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  try {
    const actual = await scrypt(password, Buffer.from(salt, 'base64'), expected.length, {
      N: Number(n),
      r: Number(r),
      p: Number(p),
      maxmem: 64 * 1024 * 1024,
    });
    return actual.length === expected.length && timingSafeEqual(actual, expected);
  } catch {
    return false;
  }
}

/** Hashes and verifies passwords (injected so tests can observe that every login runs a hash). */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(password: string, stored: string): Promise<boolean>;
}

/** The real hasher. */
export const passwordHasher: PasswordHasher = { hash: hashPassword, verify: verifyPassword };

let dummyHash: Promise<string> | undefined;

/**
 * A hash of a random text at the current parameters, made once: an unknown login is verified against it
 * so it costs the same as a known one (no user enumeration through timing).
 */
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(randomUUID());
  return dummyHash;
}
