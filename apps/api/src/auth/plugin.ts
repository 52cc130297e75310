import fastifyJwt from '@fastify/jwt';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/client';
import { ApiError, unauthorized } from '../http/errors';
import { checkSession, wellFormedClaims } from './session';
import type { AuthenticateOptions, AuthUser, TokenClaims } from './types';

/** 403 for every route but the password change and logout while the password is expired. */
const passwordExpired = () =>
  new ApiError(
    403,
    'password_expired',
    'Your password has expired: change it (PUT User_Data_Perm) or log out.',
  );

/** How strictly a request was already authenticated (the access hook and a route's preHandler may both ask). */
const checked = Symbol('atende.authChecked');
type CheckedRequest = FastifyRequest & { [checked]?: 'strict' | 'expiredAllowed' };

/**
 * Signs bearer tokens (claims `sub`, `login`, `fid`, `sv` session version, `jti` token id) and decorates
 * `app.authenticate`, which checks the token and the session behind it (docs/adr/0010).
 */
export const authPlugin = fp(
  async (app: FastifyInstance, options: { secret: string; ttlSeconds: number; db: Db }) => {
    await app.register(fastifyJwt, {
      secret: options.secret,
      sign: { expiresIn: options.ttlSeconds, algorithm: 'HS256' },
      verify: { algorithms: ['HS256'] },
    });
    app.decorate(
      'authenticate',
      async (
        request: FastifyRequest,
        authOptions?: AuthenticateOptions | FastifyReply,
      ): Promise<void> => {
        // As a preHandler, Fastify passes the reply here: only a literal `true` allows expired passwords.
        const allowExpiredPassword =
          typeof authOptions === 'object' &&
          authOptions !== null &&
          (authOptions as AuthenticateOptions).allowExpiredPassword === true;
        const req = request as CheckedRequest;
        if (req.authUser && (req[checked] === 'strict' || allowExpiredPassword)) return;
        let claims: Partial<TokenClaims>;
        try {
          claims = await request.jwtVerify<TokenClaims>();
        } catch {
          throw unauthorized();
        }
        if (!wellFormedClaims(claims)) throw unauthorized();
        const result = await checkSession(options.db, claims, { allowExpiredPassword });
        if ('refused' in result) {
          throw result.refused === 'password_expired' ? passwordExpired() : unauthorized();
        }
        req.authUser = result.user;
        req[checked] = allowExpiredPassword ? 'expiredAllowed' : 'strict';
      },
    );
  },
  { name: 'atende-auth' },
);

/** What a token is signed for. */
export interface TokenSubject {
  userId: number;
  login: string;
  functionId: number;
  /** The user's current `session_version`. */
  sessionVersion: number;
}

/** Signs a token for `user` with a fresh `jti`. */
export function signToken(app: FastifyInstance, user: TokenSubject): string {
  const claims: TokenClaims = {
    sub: user.userId,
    login: user.login,
    fid: user.functionId,
    sv: user.sessionVersion,
    jti: randomUUID(),
  };
  return app.jwt.sign(claims);
}

/**
 * Verifies a raw token for the hub with the same session checks as `app.authenticate` (an expired
 * password is refused too); null when anything fails.
 */
export async function verifyRawToken(
  app: FastifyInstance,
  db: Db,
  token: string,
): Promise<AuthUser | null> {
  let claims: Partial<TokenClaims>;
  try {
    claims = app.jwt.verify<TokenClaims>(token);
  } catch {
    return null;
  }
  if (!wellFormedClaims(claims)) return null;
  const result = await checkSession(db, claims);
  return 'user' in result ? result.user : null;
}
