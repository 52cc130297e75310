/** Who is calling, as read from a verified bearer token. */
export interface AuthUser {
  userId: number;
  login: string;
  /** Role id (1 system administrator ... 7 store agent). */
  functionId: number;
}

/** The claims carried in a bearer token. */
export interface TokenClaims {
  sub: number;
  login: string;
  fid: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the `authenticate` pre-handler. */
    authUser?: AuthUser;
  }
  interface FastifyInstance {
    /** Pre-handler that rejects a missing, bad or expired bearer token with 401 and sets `request.authUser`. */
    authenticate: (request: FastifyRequest) => Promise<void>;
  }
}
