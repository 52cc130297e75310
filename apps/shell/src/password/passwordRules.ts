/** Seed 000 §5 and §9: a new password has at least 8 characters. */
export const PASSWORD_MIN_LENGTH = 8;

/** The special characters a new password must contain one of (seed 000 §5): ! | @ # $ % ^ & * ( ) - _ */
const PASSWORD_SPECIALS = '!|@#$%^&*()-_';

/** A kind of character the new password must contain. */
export type PasswordKind = 'capital' | 'digit' | 'special';

/** What a new password lacks; both empty/false when it passes. */
export interface PasswordProblems {
  tooShort: boolean;
  missing: PasswordKind[];
}

/** Checks a new password against seed 000 §5: length, a capital letter, a digit, a special character. */
export function passwordProblems(password: string): PasswordProblems {
  const missing: PasswordKind[] = [];
  if (!/\p{Lu}/u.test(password)) missing.push('capital');
  if (!/[0-9]/.test(password)) missing.push('digit');
  if (![...password].some((char) => PASSWORD_SPECIALS.includes(char))) missing.push('special');
  return { tooShort: [...password].length < PASSWORD_MIN_LENGTH, missing };
}

/** True when the password meets every rule. */
export function isPasswordValid(password: string): boolean {
  const problems = passwordProblems(password);
  return !problems.tooShort && problems.missing.length === 0;
}
