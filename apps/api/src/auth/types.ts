/** Who is calling, as read from a verified bearer token. */
export interface AuthUser {
  userId: number;
  login: string;
  /** Role id (1 system administrator ... 7 store agent). */
  functionId: number;
  /** The token's id (`jti`): a logout revokes it. Set for every token the auth plugin verified. */
  jti?: string;
  /** The user's session version the token carries (`sv`); a password change bumps the user's. */
  sessionVersion?: number;
  /** When the token expires, in seconds since the epoch (`exp`). */
  expiresAt?: number;
}

/** The claims carried in a bearer token (docs/adr/0010). */
export interface TokenClaims {
  /** User id. */
  sub: number;
  login: string;
  /** Role id. */
  fid: number;
  /** Session version of the user when the token was issued: older than the user's → 401. */
  sv: number;
  /** Token id, revoked by `POST User_Logout`. */
  jti: string;
  /** Added by the signer. */
  iat?: number;
  exp?: number;
}

/** Options of `app.authenticate`. */
export interface AuthenticateOptions {
  /** Let a user whose password expired through (password change, logout); otherwise 403 `password_expired`. */
  allowExpiredPassword?: boolean;
}

import type { FastifyReply } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `app.authenticate`. */
    authUser?: AuthUser;
  }
  interface FastifyInstance {
    /**
     * Checks the bearer token and the session behind it with one database query: 401 for a missing,
     * bad, expired or revoked token, an older session version (password changed), a removed user or
     * one outside the access period; 403 `password_expired` unless `allowExpiredPassword`. Sets
     * `request.authUser`. Usable as a preHandler (no options: expired passwords refused).
     */
    authenticate: {
      (request: FastifyRequest, options?: AuthenticateOptions): Promise<void>;
      /** As a route's preHandler Fastify passes the reply: expired passwords are refused. */
      (request: FastifyRequest, reply: FastifyReply): Promise<void>;
    };
  }
}
