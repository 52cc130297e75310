import { randomBytes, scrypt as scryptCb, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scrypt = promisify(scryptCb) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: { N: number; r: number; p: number; maxmem: number },
) => Promise<Buffer>;

const N = 16384;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;

/** Hashes a password with scrypt; the result carries its parameters and salt. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scrypt(password, salt, KEY_LENGTH, {
    N,
    r: R,
    p: P,
    maxmem: 64 * 1024 * 1024,
  });
  return ['scrypt', N, R, P, salt.toString('base64'), hash.toString('base64')].join('$');
}

/** Checks a password against a stored scrypt hash in constant time. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [kind, n, r, p, salt, hash] = stored.split('$');
  if (kind !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await scrypt(password, Buffer.from(salt, 'base64'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: 64 * 1024 * 1024,
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * Decodes the password encoding of seed 000 section 9: base64 of the text whose padding is
 * written as a final digit ('0' none, '1' for '=', '2' for '=='). Returns null when malformed.
 */
export function decodePassword(encoded: string): string | null {
  const marker = encoded.slice(-1);
  const body = encoded.slice(0, -1);
  const padding = marker === '0' ? '' : marker === '1' ? '=' : marker === '2' ? '==' : null;
  if (padding === null || !/^[A-Za-z0-9+/]*$/.test(body)) return null;
  const base64 = body + padding;
  if (base64.length % 4 !== 0) return null;
  return Buffer.from(base64, 'base64').toString('utf8');
}

/** The password rules of seed 000 section 5: length 8, a capital, a digit, a special character. */
export function passwordProblems(password: string): string[] {
  const problems: string[] = [];
  if (password.length < 8) problems.push('min_length');
  if (!/[A-Z]/.test(password)) problems.push('capital');
  if (!/[0-9]/.test(password)) problems.push('digit');
  if (!/[!|@#$%^&*()\-_]/.test(password)) problems.push('special');
  return problems;
}
