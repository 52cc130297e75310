import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { revokedTokens, userCustomers, users } from '../db/schema';
import type { AudienceVerdict } from '../realtime/hub';
import type { AuthUser, TokenClaims } from './types';

/** Today as the access period columns store it (YYYY-MM-DD, UTC). */
function today(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** True when `day` lies within the user's access period (start_Access .. end_Access, both inclusive). */
export function withinAccess(
  user: { startAccess: string | null; endAccess: string | null },
  day = today(),
): boolean {
  if (user.startAccess && day < user.startAccess) return false;
  if (user.endAccess && day > user.endAccess) return false;
  return true;
}

/** Why a token's session is refused: 401 `unauthorized`, or 403 `password_expired`. */
export type SessionRefusal = 'unauthorized' | 'password_expired';

/** The outcome of checking a verified token's claims against the database. */
export type SessionCheck = { user: AuthUser } | { refused: SessionRefusal };

/** True when the verified claims have the shape this server signs (older tokens lack `sv`/`jti`). */
export function wellFormedClaims(claims: Partial<TokenClaims>): claims is TokenClaims {
  return (
    Number.isSafeInteger(claims.sub) &&
    Number.isSafeInteger(claims.sv) &&
    typeof claims.jti === 'string' &&
    claims.jti.length > 0 &&
    claims.jti.length <= 100
  );
}

/**
 * Checks the session behind verified token claims with ONE query (user joined with the token's
 * revocation row): the user still exists, the token is not revoked, its session version is the user's
 * current one, today is within the access period, and the password has not expired (unless allowed).
 */
export async function checkSession(
  db: Db,
  claims: TokenClaims,
  options: { allowExpiredPassword?: boolean } = {},
): Promise<SessionCheck> {
  const [row] = await db
    .select({
      login: users.login,
      roleId: users.roleId,
      sessionVersion: users.sessionVersion,
      passExpired: users.passExpired,
      startAccess: users.startAccess,
      endAccess: users.endAccess,
      revoked: revokedTokens.jti,
    })
    .from(users)
    .leftJoin(revokedTokens, eq(revokedTokens.jti, claims.jti))
    .where(eq(users.id, claims.sub))
    .limit(1);
  if (!row || row.revoked !== null) return { refused: 'unauthorized' };
  if (row.sessionVersion !== claims.sv) return { refused: 'unauthorized' };
  if (!withinAccess(row)) return { refused: 'unauthorized' };
  if (row.passExpired && !options.allowExpiredPassword) return { refused: 'password_expired' };
  return {
    user: {
      userId: claims.sub,
      login: row.login,
      functionId: row.roleId,
      jti: claims.jti,
      sessionVersion: claims.sv,
      expiresAt: claims.exp,
    },
  };
}

/**
 * Re-checks, with one query, the connections subscribed to `customerId` before an event reaches them:
 * a token that expired, was revoked, or belongs to an older session version, a user gone, outside
 * the access period or with an expired password → `close`; a user no longer working for the
 * customer → `unsubscribe`; otherwise `deliver`. Verdicts come in the order of `callers`.
 */
export async function recheckAudience(
  db: Db,
  customerId: number,
  callers: readonly AuthUser[],
  now = new Date(),
): Promise<AudienceVerdict[]> {
  if (callers.length === 0) return [];
  const userIds = [...new Set(callers.map((c) => c.userId))];
  const jtis = [...new Set(callers.flatMap((c) => (c.jti ? [c.jti] : [])))];
  const rows = await db
    .select({
      id: users.id,
      sessionVersion: users.sessionVersion,
      passExpired: users.passExpired,
      startAccess: users.startAccess,
      endAccess: users.endAccess,
      member: sql<boolean>`exists (select 1 from ${userCustomers} where ${userCustomers.userId} = ${users.id} and ${userCustomers.customerId} = ${customerId})`,
      revoked: revokedTokens.jti,
    })
    .from(users)
    .leftJoin(
      revokedTokens,
      jtis.length
        ? and(eq(revokedTokens.userId, users.id), inArray(revokedTokens.jti, jtis))
        : sql`false`,
    )
    .where(inArray(users.id, userIds));
  const state = new Map<number, (typeof rows)[number]>();
  const revoked = new Set<string>();
  for (const row of rows) {
    state.set(row.id, row);
    if (row.revoked) revoked.add(row.revoked);
  }
  const day = today(now);
  const nowSeconds = now.getTime() / 1000;
  return callers.map((caller) => {
    const user = state.get(caller.userId);
    if (
      !user ||
      !caller.jti ||
      revoked.has(caller.jti) ||
      caller.sessionVersion !== user.sessionVersion ||
      (caller.expiresAt !== undefined && caller.expiresAt <= nowSeconds) ||
      !withinAccess(user, day) ||
      user.passExpired
    )
      return 'close';
    return user.member ? 'deliver' : 'unsubscribe';
  });
}

/** Revokes one token until it expires; purges revocations whose tokens expired anyway. */
export async function revokeToken(
  db: Db,
  token: { jti: string; userId: number; expiresAt: Date },
): Promise<void> {
  await db
    .insert(revokedTokens)
    .values({ jti: token.jti, userId: token.userId, expiresAt: token.expiresAt })
    .onConflictDoNothing();
  await purgeExpiredRevocations(db);
}

/** Deletes revocation rows past their token's expiry (they cannot match a valid token any more). */
async function purgeExpiredRevocations(db: Db, now = new Date()): Promise<number> {
  const removed = await db
    .delete(revokedTokens)
    .where(lt(revokedTokens.expiresAt, now))
    .returning({ jti: revokedTokens.jti });
  return removed.length;
}
