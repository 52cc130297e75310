import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { dummyPasswordHash, needsRehash, passwordHasher, type PasswordHasher } from './password';

type UserRow = typeof users.$inferSelect;

/**
 * Checks a login and a decoded password (null when its encoding was malformed). Every path runs exactly
 * one password verification at the current parameters — an unknown login or a malformed password is
 * verified against a dummy hash — so unknown and known logins cost the same. A correct password stored
 * under an older scheme (scrypt) or older parameters is rehashed to argon2id.
 */
export async function checkCredentials(
  db: Db,
  login: string,
  password: string | null,
  hasher: PasswordHasher = passwordHasher,
): Promise<UserRow | null> {
  const [user] = await db.select().from(users).where(eq(users.login, login.trim())).limit(1);
  const stored = user && password !== null ? user.passwordHash : await dummyPasswordHash();
  const ok = await hasher.verify(password ?? '', stored);
  if (!ok || !user || password === null) return null;
  if (needsRehash(user.passwordHash)) {
    const passwordHash = await hasher.hash(password);
    // Only over the hash just verified: a password changed meanwhile is not overwritten.
    await db
      .update(users)
      .set({ passwordHash })
      .where(and(eq(users.id, user.id), eq(users.passwordHash, user.passwordHash)));
    return { ...user, passwordHash };
  }
  return user;
}
