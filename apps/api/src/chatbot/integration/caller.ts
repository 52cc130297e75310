// The integration step's HTTP client: checked addresses, hand-followed redirects, a deadline and a
// size cap (docs/adr/0025). Transport: an undici Agent whose sockets resolve through the policy.
import { Agent, request as undiciRequest } from 'undici';
import {
  CallFailure,
  decode,
  discard,
  fail,
  readCapped,
  untilAborted,
  type Failure,
} from './answer';
import {
  checkWrittenHost,
  checkedAddresses,
  checkingLookup,
  RefusedAddressError,
  systemResolver,
  writtenHost,
  type Resolver,
} from './address';
import { BadRequestError, planRequest, type PlannedRequest } from './request';
import type { IntegrationCaller, IntegrationRequest, IntegrationResult } from './types';

/** How the caller behaves; every value has a production default. */
export interface IntegrationCallerOptions {
  /** Host names (or addresses) each customer may reach although private (default: none). */
  allowedHosts?: ReadonlyMap<number, readonly string[]>;
  /** Longest wait for one attempt, redirects and body included (default 10 s). */
  timeoutMs?: number;
  /** Largest answer body, in bytes (default 256 kB); a longer one is cut while it arrives. */
  maxBodyBytes?: number;
  /** Most redirects followed (default 5). */
  maxRedirects?: number;
  /** Name resolution (default the system's); tests inject one. */
  resolve?: Resolver;
}

const DEFAULTS = { timeoutMs: 10_000, maxBodyBytes: 256 * 1024, maxRedirects: 5 };
const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/** The next hop of a redirect: method and body per status, Authorization kept only on one origin. */
function nextHop(hop: PlannedRequest, status: number, location: string): PlannedRequest {
  let url: URL;
  try {
    url = new URL(location, hop.url);
  } catch {
    return fail('bad_url', 'redirect to an invalid address');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') fail('bad_url', 'redirect scheme');
  checkWrittenHost(
    /^[a-z][a-z0-9+.-]*:/i.test(location) ? writtenHost(location) : undefined,
    url.hostname,
  );
  url.hash = '';
  const headers = { ...hop.headers };
  if (url.origin !== hop.url.origin) delete headers.authorization;
  const toGet = status === 303 || ((status === 301 || status === 302) && hop.method === 'POST');
  if (!toGet) return { ...hop, url, headers };
  delete headers['content-type'];
  return { url, method: 'GET', headers };
}

function mapError(error: unknown, signal: AbortSignal): Failure {
  if (error instanceof CallFailure) return error.result;
  if (error instanceof BadRequestError)
    return { ok: false, reason: 'bad_url', detail: error.detail };
  let cause: unknown = error;
  for (let depth = 0; cause && depth < 5; depth += 1) {
    if (cause instanceof RefusedAddressError) {
      return { ok: false, reason: 'refused_address', detail: cause.detail };
    }
    cause = (cause as { cause?: unknown }).cause;
  }
  if (signal.aborted) return { ok: false, reason: 'timeout' };
  return { ok: false, reason: 'network', detail: (error as Error)?.message };
}

/**
 * Creates the caller. Every hop (the first and each redirect) is checked before anything is sent:
 * scheme, the host as written, the addresses it resolves to; the socket resolves again through the
 * same check, so it connects only to an address just checked.
 */
export function createIntegrationCaller(options: IntegrationCallerOptions = {}): IntegrationCaller {
  const settings = { ...DEFAULTS, ...options };
  const resolve = options.resolve ?? systemResolver;
  const allowed = options.allowedHosts ?? new Map<number, readonly string[]>();
  const agentOptions = { keepAliveTimeout: 1000, keepAliveMaxTimeout: 5000 };
  const strict = new Agent({
    ...agentOptions,
    connect: { lookup: checkingLookup(resolve, () => false) },
  });
  const open = new Agent({
    ...agentOptions,
    connect: { lookup: checkingLookup(resolve, () => true) },
  });
  const isOpen = (customerId: number, hostname: string) =>
    (allowed.get(customerId) ?? []).includes(hostname.toLowerCase().replace(/^\[(.*)\]$/, '$1'));

  async function attempt(first: PlannedRequest, customerId: number): Promise<IntegrationResult> {
    const signal = AbortSignal.timeout(settings.timeoutMs);
    let hop = first;
    try {
      for (let redirects = 0; ; redirects += 1) {
        const hopOpen = isOpen(customerId, hop.url.hostname);
        const host = hop.url.hostname.replace(/^\[(.*)\]$/, '$1');
        await untilAborted(checkedAddresses(host, resolve, hopOpen), signal);
        const answer = await undiciRequest(hop.url, {
          dispatcher: hopOpen ? open : strict,
          method: hop.method,
          headers: hop.headers,
          body: hop.body,
          signal,
        });
        const location = answer.headers.location;
        if (REDIRECTS.has(answer.statusCode) && typeof location === 'string') {
          discard(answer.body);
          if (redirects >= settings.maxRedirects) fail('bad_status', 'too many redirects');
          hop = nextHop(hop, answer.statusCode, location);
          continue;
        }
        const declared = Number(answer.headers['content-length'] ?? 0);
        if (declared > settings.maxBodyBytes) {
          discard(answer.body);
          fail('too_large', `${declared} bytes announced`);
        }
        const bytes = await readCapped(answer.body, settings.maxBodyBytes);
        if (answer.statusCode < 200 || answer.statusCode > 299) {
          fail('bad_status', String(answer.statusCode));
        }
        const type = answer.headers['content-type'];
        return { ok: true, status: answer.statusCode, body: decode(String(type ?? ''), bytes) };
      }
    } catch (error) {
      return mapError(error, signal);
    }
  }

  return {
    async call(request: IntegrationRequest): Promise<IntegrationResult> {
      let planned: PlannedRequest;
      try {
        planned = planRequest(request);
        checkWrittenHost(writtenHost(request.url), planned.url.hostname);
      } catch (error) {
        return mapError(error, new AbortController().signal);
      }
      const result = await attempt(planned, request.customerId);
      const retryable =
        !result.ok &&
        (result.reason === 'network' ||
          (result.reason === 'bad_status' && /^(5\d\d|429)$/.test(result.detail ?? '')));
      return planned.method === 'GET' && retryable ? attempt(planned, request.customerId) : result;
    },
  };
}
