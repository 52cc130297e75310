import { Type } from '@sinclair/typebox';

/**
 * Seed 001 §7: "GET Token_Metabase?customer_Id&visualization_type&visualization_id&key returns an embed
 * token, which is substituted into the frame address". The answer carries the token, the frame address
 * built with it and its expiry, so the viewer renews it in time (docs/adr/0026).
 */
export const EmbedTokenSchema = Type.Object({
  /** The HS256 static-embedding token (`{ resource, params, exp }`). */
  token: Type.String(),
  /** `{site}/embed/{dashboard|question}/{token}#bordered=true&titled=true&theme=...&locale=...`. */
  embed_Url: Type.String(),
  /** The token's expiry, seconds since the epoch (its `exp` claim). */
  exp: Type.Integer(),
});
