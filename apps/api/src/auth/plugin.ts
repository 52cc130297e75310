import fastifyJwt from '@fastify/jwt';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { unauthorized } from '../http/errors';
import type { AuthUser, TokenClaims } from './types';

/** Signs bearer tokens and decorates `app.authenticate` (401 for a missing, bad or expired token). */
export const authPlugin = fp(
  async (app: FastifyInstance, options: { secret: string; ttlSeconds: number }) => {
    await app.register(fastifyJwt, {
      secret: options.secret,
      sign: { expiresIn: options.ttlSeconds, algorithm: 'HS256' },
      verify: { algorithms: ['HS256'] },
    });
    app.decorate('authenticate', async (request) => {
      let claims: TokenClaims;
      try {
        claims = await request.jwtVerify<TokenClaims>();
      } catch {
        throw unauthorized();
      }
      if (!Number.isInteger(claims.sub)) throw unauthorized();
      request.authUser = { userId: claims.sub, login: claims.login, functionId: claims.fid };
    });
  },
  { name: 'atende-auth' },
);

/** Signs a token for `user`. */
export function signToken(app: FastifyInstance, user: AuthUser): string {
  const claims: TokenClaims = { sub: user.userId, login: user.login, fid: user.functionId };
  return app.jwt.sign(claims);
}

/** Verifies a raw token (for the hub); null when bad or expired. */
export function verifyRawToken(app: FastifyInstance, token: string): AuthUser | null {
  try {
    const claims = app.jwt.verify<TokenClaims>(token);
    if (!Number.isInteger(claims.sub)) return null;
    return { userId: claims.sub, login: claims.login, functionId: claims.fid };
  } catch {
    return null;
  }
}
