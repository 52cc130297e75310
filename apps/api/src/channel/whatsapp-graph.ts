import { ChannelSendError } from './types';

/** Where the Graph API is and how long a call may take. */
export interface GraphOptions {
  /** Origin of the Graph API, e.g. https://graph.facebook.com (no trailing slash). */
  graphUrl: string;
  /** API version path segment, e.g. v21.0. */
  version: string;
  /** Longest wait for one call (default 15 s); the outbox lease is longer. */
  timeoutMs?: number;
  /** For tests; default the global fetch. */
  fetch?: typeof fetch;
}

/** Longest wait for one Graph API call when the options give none. */
export const DEFAULT_TIMEOUT_MS = 15_000;
const MAX_ERROR_TEXT = 1000;

/** Milliseconds asked by a Retry-After header (seconds or an HTTP date), or undefined. */
function parseRetryAfter(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const value = header.trim();
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

/** The Graph API's error text from an answer body (`{ error: { message, code } }`), or the status. */
function graphErrorText(status: number, body: unknown): string {
  const error = (body as { error?: { message?: unknown; code?: unknown } } | null)?.error;
  const message = typeof error?.message === 'string' ? error.message : '';
  const code = typeof error?.code === 'number' || typeof error?.code === 'string' ? error.code : '';
  const text = `HTTP ${status}${message ? `: ${message}` : ''}${code !== '' ? ` (code ${code})` : ''}`;
  return text.slice(0, MAX_ERROR_TEXT);
}

/** The answer's JSON body, or null when it has none. */
async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return null;
  }
}

/**
 * Calls the Graph API with the number's bearer token. Network failures, time-outs, 429 and 5xx are
 * retryable ChannelSendErrors (with Retry-After when given); other 4xx are final, carrying the
 * Graph error message.
 */
export async function graphCall(
  options: GraphOptions,
  url: string,
  token: string,
  init: { method: string; body?: unknown },
): Promise<unknown> {
  const doFetch = options.fetch ?? fetch;
  let response: Response;
  try {
    response = await doFetch(url, {
      method: init.method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS),
      redirect: 'error',
    });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new ChannelSendError(`Graph API unreachable: ${reason}`.slice(0, MAX_ERROR_TEXT), true);
  }
  const body = await readJson(response);
  if (response.ok) return body;
  const text = graphErrorText(response.status, body);
  if (response.status === 429 || response.status >= 500) {
    throw new ChannelSendError(text, true, parseRetryAfter(response.headers.get('retry-after')));
  }
  throw new ChannelSendError(text, false);
}

/** The Graph API address up to its version, e.g. https://graph.facebook.com/v21.0. */
export const graphBase = (options: GraphOptions) =>
  `${options.graphUrl.replace(/\/+$/, '')}/${encodeURIComponent(options.version)}`;
