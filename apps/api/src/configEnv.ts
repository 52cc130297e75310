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

/** `TRUST_PROXY`: addresses or CIDRs (IPv4 or IPv6) of the proxies in front, comma separated. */
export function readTrustedProxies(value: string): string[] {
  return value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((entry) => {
      const [address = '', bits, extra] = entry.split('/');
      const v4 = /^(\d{1,3})(\.\d{1,3}){3}$/.test(address);
      const v6 = /^[0-9a-f:.]+$/i.test(address) && address.includes(':');
      const max = v4 ? 32 : 128;
      const okBits = bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= max);
      if (extra !== undefined || !(v4 || v6) || !okBits) {
        throw new Error(`TRUST_PROXY: "${entry}" is not an address or CIDR.`);
      }
      return entry;
    });
}

/** A host as written in URLs: a name or an address (IPv6 without brackets), or undefined. */
function allowListHost(entry: string): string | undefined {
  const host = entry.toLowerCase().replace(/^\[(.*)\]$/, '$1');
  const written = host.includes(':') ? `[${host}]` : host;
  try {
    return new URL(`http://${written}/`).hostname === written ? host : undefined;
  } catch {
    return undefined;
  }
}

/**
 * `INTEGRATION_ALLOWED_HOSTS`: the private hosts each customer's integration steps may reach
 * (docs/adr/0025), as `customerId=host,host;customerId=host` (e.g. `1=erp.acme.local,10.0.0.5`).
 * Empty or unset: none (every private address refused).
 */
export function readAllowedHosts(value: string | undefined): Map<number, string[]> {
  const name = 'INTEGRATION_ALLOWED_HOSTS';
  const hosts = new Map<number, string[]>();
  for (const group of (value ?? '')
    .split(';')
    .map((s) => s.trim())
    .filter(Boolean)) {
    const [customer, list = '', extra] = group.split('=');
    const customerId = Number(customer?.trim());
    if (extra !== undefined || !Number.isInteger(customerId) || customerId <= 0) {
      throw new Error(`${name}: "${group}" is not customerId=host,host.`);
    }
    const entries = list
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    if (entries.length === 0) throw new Error(`${name}: customer ${customerId} names no host.`);
    for (const entry of entries) {
      const host = allowListHost(entry);
      if (!host) throw new Error(`${name}: "${entry}" is not a host name or address (no port).`);
      hosts.set(customerId, [...(hosts.get(customerId) ?? []), host]);
    }
  }
  return hosts;
}

/** A positive whole number of a variable (milliseconds, counts), or the fallback when unset. */
export function positive(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = env[name]?.trim();
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`${name} must be a positive whole number.`);
  return n;
}

/** The most connections PostgreSQL's default `max_connections` (100) leaves one instance. */
const MAX_DATABASE_POOL_SIZE = 100;

/**
 * `DATABASE_POOL_SIZE`: the PostgreSQL connections one instance opens at most, 1 to
 * `MAX_DATABASE_POOL_SIZE` [10]. N instances hold up to N times it: keep the sum under the server's
 * `max_connections` (docs/deployment.md).
 */
export function poolSize(env: NodeJS.ProcessEnv): number {
  const size = positive(env, 'DATABASE_POOL_SIZE', 10);
  if (size > MAX_DATABASE_POOL_SIZE) {
    throw new Error(`DATABASE_POOL_SIZE must be at most ${MAX_DATABASE_POOL_SIZE}, got ${size}.`);
  }
  return size;
}

/** One of the product's languages (pt, en, es); pt when unset. */
export function language(value: string | undefined): 'pt' | 'en' | 'es' {
  const wanted = (value ?? '').trim().toLowerCase() || 'pt';
  if (wanted === 'pt' || wanted === 'en' || wanted === 'es') return wanted;
  throw new Error(`CHATBOT_LANGUAGE must be pt, en or es, got "${value}".`);
}
