/**
 * The password rules of seed 000 §5 and §9 ("at least 8 characters; must contain a capital letter, a
 * digit and a special character from ! | @ # $ % ^ & * ( ) - _") and the provider's password encoding
 * (§9). The shell, the console and the API all read these: a password the screen accepts is one the
 * server accepts.
 *
 * Unicode-aware: a capital is any upper-case letter (`\p{Lu}`: `É`, `Ç`, `Ω`, `𝐀`), and lengths count
 * code points, so a character outside the Basic Multilingual Plane (an emoji, `𝐀`) counts once.
 * Digits are 0 to 9 and the special characters are the seed's list, exactly.
 */

/** Seed 000 §9 "Password minimum length 8" (code points). */
export const PASSWORD_MIN_LENGTH = 8;

/**
 * Longest password, in code points (our bound: the seeds set none). The forms stop typing there and the
 * server refuses longer; the encoded field's limit (`ENCODED_PASSWORD_MAX_LENGTH`) is derived from it.
 */
export const PASSWORD_MAX_LENGTH = 200;

/** The special characters a password must contain one of (seed 000 §5): ! | @ # $ % ^ & * ( ) - _ */
export const PASSWORD_SPECIALS = '!|@#$%^&*()-_';

/** A kind of character a password must contain. */
export type PasswordKind = 'capital' | 'digit' | 'special';

/** What a password lacks: all false / empty when it meets every rule. */
export interface PasswordProblems {
  tooShort: boolean;
  tooLong: boolean;
  /** The kinds missing, in the order capital, digit, special. */
  missing: PasswordKind[];
}

/** The name of a broken rule as the API's 400 message lists it. */
export type PasswordRuleCode = 'min_length' | 'max_length' | PasswordKind;

const CAPITAL = /\p{Lu}/u;
const DIGIT = /[0-9]/;

/** The length of a text in code points (an emoji or `𝐀` counts once). */
export function codePointLength(text: string): number {
  let count = 0;
  for (const _ of text) count += 1;
  return count;
}

/** Checks a password against seed 000 §5: length, a capital letter, a digit, a special character. */
export function passwordProblems(password: string): PasswordProblems {
  const missing: PasswordKind[] = [];
  if (!CAPITAL.test(password)) missing.push('capital');
  if (!DIGIT.test(password)) missing.push('digit');
  if (![...password].some((char) => PASSWORD_SPECIALS.includes(char))) missing.push('special');
  const length = codePointLength(password);
  return {
    tooShort: length < PASSWORD_MIN_LENGTH,
    tooLong: length > PASSWORD_MAX_LENGTH,
    missing,
  };
}

/** The broken rules of a password by name (`min_length`, `capital`, ...); empty when it passes. */
export function passwordRuleCodes(password: string): PasswordRuleCode[] {
  const problems = passwordProblems(password);
  const codes: PasswordRuleCode[] = [];
  if (problems.tooShort) codes.push('min_length');
  if (problems.tooLong) codes.push('max_length');
  return codes.concat(problems.missing);
}

/** True when the password meets every rule. */
export function isPasswordValid(password: string): boolean {
  return passwordRuleCodes(password).length === 0;
}

/**
 * Encodes a password the way the provider expects it (seed 000 §9): base64 of the UTF-8 text, then a
 * trailing `==` becomes `2`, a trailing `=` becomes `1`, and `0` is appended when there is no padding.
 * An encoding, not a protection: the server hashes what it decodes.
 */
export function encodePassword(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  const base64 = btoa(binary);
  if (base64.endsWith('==')) return `${base64.slice(0, -2)}2`;
  if (base64.endsWith('=')) return `${base64.slice(0, -1)}1`;
  return `${base64}0`;
}

const PADDING: Readonly<Record<string, string>> = { '0': '', '1': '=', '2': '==' };

/**
 * Decodes `encodePassword`'s output (seed 000 §9). Null when malformed: no final 0, 1 or 2, a
 * character outside base64, a length that base64 cannot have, or bytes that are not UTF-8.
 */
export function decodePassword(encoded: string): string | null {
  const padding = PADDING[encoded.slice(-1)];
  const body = encoded.slice(0, -1);
  if (padding === undefined || !/^[A-Za-z0-9+/]*$/.test(body)) return null;
  const base64 = body + padding;
  if (base64.length % 4 !== 0) return null;
  try {
    const binary = atob(base64);
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    // Made on use: importing the contract must not need TextDecoder (older test environments lack it).
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/**
 * The longest encoded form of a password of `PASSWORD_MAX_LENGTH` code points (4 UTF-8 bytes each,
 * base64, one marker character): the schemas' limit for `user_Pass` and `old_Pass`.
 */
export const ENCODED_PASSWORD_MAX_LENGTH = Math.ceil((PASSWORD_MAX_LENGTH * 4) / 3) * 4 + 1;
