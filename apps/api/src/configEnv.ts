// Reading the API's environment variables: the mode switch, switches, origins and route bases.
import type { ApiMode } from './config';

/** The one switch that opts into development mode. */
export const MODE_VARIABLE = 'ATENDE_MODE';

/** A route base as `/name` (slashes trimmed; '' for the root). */
export function normaliseBase(base: string): string {
  const trimmed = base.replace(/^\/+|\/+$/g, '');
  return trimmed ? `/${trimmed}` : '';
}

/** A true/false variable (1, true, yes, on / 0, false, no, off), or the fallback when unset. */
export function bool(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const value = env[name]?.trim().toLowerCase();
  if (value === undefined || value === '') return fallback;
  if (['1', 'true', 'yes', 'on'].includes(value)) return true;
  if (['0', 'false', 'no', 'off'].includes(value)) return false;
  throw new Error(`${name} must be true or false, got "${env[name]}".`);
}

/** The mode: production unless `ATENDE_MODE=development`; another value is refused. */
export function readMode(env: NodeJS.ProcessEnv): ApiMode {
  const value = (env[MODE_VARIABLE] ?? '').trim().toLowerCase();
  if (value === '' || value === 'production') return 'production';
  if (value === 'development') return 'development';
  throw new Error(`${MODE_VARIABLE} must be "production" or "development", got "${value}".`);
}

/** A comma-separated list of origins (scheme://host[:port]) or '*'. */
export function readOrigins(value: string): string[] {
  return value
    .split(',')
    .map((s) => s.trim().replace(/\/+$/, ''))
    .filter(Boolean)
    .map((origin) => {
      if (origin === '*') return origin;
      let parsed: URL | undefined;
      try {
        parsed = new URL(origin);
      } catch {
        parsed = undefined;
      }
      if (!parsed || parsed.origin !== origin) {
        throw new Error(`CORS_ORIGINS: "${origin}" is not an origin (scheme://host[:port]).`);
      }
      return origin;
    });
}

/** A positive whole number of a variable (milliseconds, counts), or the fallback when unset. */
export function positive(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = env[name]?.trim();
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`${name} must be a positive whole number.`);
  return n;
}

/** One of the product's languages (pt, en, es); pt when unset. */
export function language(value: string | undefined): 'pt' | 'en' | 'es' {
  const wanted = (value ?? '').trim().toLowerCase() || 'pt';
  if (wanted === 'pt' || wanted === 'en' || wanted === 'es') return wanted;
  throw new Error(`CHATBOT_LANGUAGE must be pt, en or es, got "${value}".`);
}
