// Metabase static-embedding tokens (docs/adr/0026): what Token_Metabase signs and what the API's own
// /embed pages (and the test's Metabase-like server) verify, by Metabase's documented rules.
import { createSigner, createVerifier, TokenError } from 'fast-jwt';

/** The two kinds of embedded visualisation (Metabase's `resource` keys). */
export type VisualizationType = 'dashboard' | 'question';

/** The parameter every token locks to the caller's current customer (set by the server, never the request). */
export const CUSTOMER_PARAM = 'customer_id';

/** Seed 001 §7 / issue 20: tokens live 10 minutes. */
const EMBED_TOKEN_TTL_SECONDS = 10 * 60;

/** Clock skew allowed on `exp` when verifying, as Metabase's verifier allows a small leeway. */
const EMBED_CLOCK_SKEW_SECONDS = 60;

/** The claims of a static-embedding token: `{ resource: { dashboard | question: id }, params, exp }`. */
export interface EmbedClaims {
  resource: Partial<Record<VisualizationType, number>>;
  params: Record<string, unknown>;
  exp: number;
}

/** Signs `{ resource, params, exp }` with HS256 and the embedding secret (used as written, as Metabase does). */
export function signEmbedToken(input: {
  secret: string;
  type: VisualizationType;
  id: number;
  params: Record<string, unknown>;
  nowSeconds: number;
}): { token: string; exp: number } {
  const exp = input.nowSeconds + EMBED_TOKEN_TTL_SECONDS;
  const claims: EmbedClaims = { resource: { [input.type]: input.id }, params: input.params, exp };
  const sign = createSigner({ key: input.secret, algorithm: 'HS256', noTimestamp: true });
  return { token: sign(claims), exp };
}

/** Why a token was refused (the page names none of it to the viewer beyond "expired" or "invalid"). */
export type EmbedRefusal = 'expired' | 'invalid';

/** A verified token's visualisation and parameters, or why it was refused. */
export type EmbedVerdict =
  | { ok: true; type: VisualizationType; id: number; params: Record<string, unknown>; exp: number }
  | { ok: false; reason: EmbedRefusal };

/**
 * Verifies a token as Metabase does: HS256 only (`alg: none` and every other algorithm refused), the
 * signature, `exp` required and not past (with `EMBED_CLOCK_SKEW_SECONDS`), `resource` naming exactly
 * one visualisation of the path's type with a positive whole id, `params` an object.
 */
export function verifyEmbedToken(input: {
  token: string;
  secret: string;
  type: VisualizationType;
  nowMs: number;
}): EmbedVerdict {
  let claims: Partial<EmbedClaims>;
  try {
    const verify = createVerifier({
      key: input.secret,
      algorithms: ['HS256'],
      requiredClaims: ['exp', 'resource'],
      clockTolerance: EMBED_CLOCK_SKEW_SECONDS * 1000,
      clockTimestamp: input.nowMs,
      cache: false,
    });
    claims = verify(input.token) as Partial<EmbedClaims>;
  } catch (error) {
    const expired = error instanceof TokenError && error.code === TokenError.codes.expired;
    return { ok: false, reason: expired ? 'expired' : 'invalid' };
  }
  const resource = claims.resource;
  const keys = resource && typeof resource === 'object' ? Object.keys(resource) : [];
  const id = keys.length === 1 && keys[0] === input.type ? resource?.[input.type] : undefined;
  const params = claims.params ?? {};
  if (
    typeof id !== 'number' ||
    !Number.isInteger(id) ||
    id <= 0 ||
    typeof params !== 'object' ||
    Array.isArray(params) ||
    typeof claims.exp !== 'number'
  ) {
    return { ok: false, reason: 'invalid' };
  }
  return { ok: true, type: input.type, id, params, exp: claims.exp };
}

/** The frame address: `{site}/embed/{type}/{token}#bordered=true&titled=true&theme=...&locale=...`. */
export function embedAddress(input: {
  site: string;
  type: VisualizationType;
  token: string;
  theme: string;
  locale: string;
}): string {
  const hash = new URLSearchParams({
    bordered: 'true',
    titled: 'true',
    theme: input.theme,
    locale: input.locale,
  });
  return `${input.site}/embed/${input.type}/${input.token}#${hash.toString()}`;
}
