// The report area's settings (docs/adr/0026): the embedding secret Token_Metabase signs with, the
// Metabase site that serves the frames (else the API's own /embed pages), the default time zone.
import { isTimeZone } from '@atende/contract';
import { randomBytes } from 'node:crypto';

/** The report settings of `ApiConfig`. */
export interface ReportsConfig {
  /**
   * `EMBEDDING_SECRET_KEY`: Metabase's "embedding secret key", 64 hexadecimal characters, the HS256 key
   * of every Token_Metabase token (used as written, as Metabase does). Development mode makes a random
   * one per process when unset; production refuses to start without a well-formed one.
   */
  embeddingSecretKey: string;
  /** True when `embeddingSecretKey` was made at start (development mode without the variable). */
  embeddingSecretGenerated: boolean;
  /** `METABASE_SITE_URL`: the Metabase that serves the frames; unset: the API's own `/embed` pages. */
  metabaseSiteUrl?: string;
  /** `DEFAULT_TIME_ZONE`: the IANA time zone of a customer's calendar days until each has its own [UTC]. */
  defaultTimeZone: string;
}

/** What Metabase's admin page generates: 64 hexadecimal characters. */
const EMBEDDING_SECRET = /^[0-9a-fA-F]{64}$/;

/** The problems of an embedding secret (none or one): refused in production, a malformed one in any mode. */
export function embeddingSecretProblems(secret: string): string[] {
  if (!secret) {
    return [
      'EMBEDDING_SECRET_KEY is required: the embedding secret key, 64 hexadecimal characters (e.g. `openssl rand -hex 32`).',
    ];
  }
  return EMBEDDING_SECRET.test(secret)
    ? []
    : ['EMBEDDING_SECRET_KEY must be exactly 64 hexadecimal characters.'];
}

/** An absolute http(s) address without a trailing slash, or a thrown error naming the variable. */
function siteUrl(value: string): string {
  let parsed: URL | undefined;
  try {
    parsed = new URL(value);
  } catch {
    parsed = undefined;
  }
  if (!parsed || !['http:', 'https:'].includes(parsed.protocol) || parsed.search || parsed.hash) {
    throw new Error(`METABASE_SITE_URL must be an absolute http(s) address, got "${value}".`);
  }
  return parsed.toString().replace(/\/+$/, '');
}

/**
 * Reads the report settings. A malformed EMBEDDING_SECRET_KEY, METABASE_SITE_URL or DEFAULT_TIME_ZONE
 * stops the start in any mode; a missing secret only in production (`productionProblems`).
 */
export function readReportsConfig(env: NodeJS.ProcessEnv, development: boolean): ReportsConfig {
  const given = env.EMBEDDING_SECRET_KEY?.trim() ?? '';
  if (given) {
    const [problem] = embeddingSecretProblems(given);
    if (problem) throw new Error(problem);
  }
  const generate = !given && development;
  const zone = env.DEFAULT_TIME_ZONE?.trim() || 'UTC';
  if (!isTimeZone(zone)) {
    throw new Error(
      `DEFAULT_TIME_ZONE must be an IANA time zone (e.g. America/Sao_Paulo), got "${zone}".`,
    );
  }
  const site = env.METABASE_SITE_URL?.trim();
  return {
    embeddingSecretKey: generate ? randomBytes(32).toString('hex') : given,
    embeddingSecretGenerated: generate,
    ...(site ? { metabaseSiteUrl: siteUrl(site) } : {}),
    defaultTimeZone: zone,
  };
}
