// How an integration step's fields become an HTTP request (docs/adr/0025).
import type { IntegrationRequest } from './types';

/** The request of the first hop: address, method, headers and body. */
export interface PlannedRequest {
  url: URL;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
}

/** Not a valid request (the step's fields cannot form one). */
export class BadRequestError extends Error {
  constructor(readonly detail: string) {
    super(detail);
    this.name = 'BadRequestError';
  }
}

const TOKEN = /^[!#$%&'*+.^_`|~0-9a-z-]+$/i;

/** Headers the client sets itself (connection framing, the host): a step may not set them. */
const RESERVED_HEADERS = new Set([
  'host',
  'content-length',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'upgrade',
  'te',
  'trailer',
  'expect',
  'proxy-authorization',
  'proxy-connection',
]);

/** A parameter that is a JSON object or array (sent as JSON); undefined otherwise. */
function asJson(parameter: string): string | undefined {
  const text = parameter.trim();
  if (!text.startsWith('{') && !text.startsWith('[')) return undefined;
  try {
    JSON.parse(text);
    return text;
  } catch {
    return undefined;
  }
}

/** `authorize` as an Authorization value: kept when it names a scheme, else a bearer token. */
function authorizationValue(authorize: string): string {
  const value = authorize.trim();
  return /^[a-z][a-z0-9-]*\s+\S/i.test(value) ? value : `Bearer ${value}`;
}

function checkedHeaders(given: Record<string, string> | undefined): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(given ?? {})) {
    const key = name.trim().toLowerCase();
    if (!TOKEN.test(key)) throw new BadRequestError(`header name "${name}" is not valid`);
    if (RESERVED_HEADERS.has(key)) throw new BadRequestError(`header "${name}" may not be set`);
    if (/[\r\n\0]/.test(value)) throw new BadRequestError(`header "${name}" has a line break`);
    headers[key] = value.trim();
  }
  return headers;
}

/**
 * The request an integration step makes. GET: `parameter` is a query string appended to the URL's
 * own query. POST: `parameter` is the body, JSON when it is a JSON object or array, else a form
 * (`a=1&b=2`); a `content-type` in `headers` wins. `headers` are sent as given; `authorize` is the
 * Authorization header (`Bearer <it>` when it names no scheme) and wins over a header of that name.
 */
export function planRequest(request: IntegrationRequest): PlannedRequest {
  let url: URL;
  try {
    url = new URL(request.url.trim());
  } catch {
    throw new BadRequestError('not an absolute address');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new BadRequestError(`${url.protocol} is not http or https`);
  }
  if (url.username || url.password) throw new BadRequestError('user info in the address');
  url.hash = '';
  const headers = checkedHeaders(request.headers);
  if (request.authorize?.trim()) headers.authorization = authorizationValue(request.authorize);
  if (/[\r\n\0]/.test(headers.authorization ?? '')) {
    throw new BadRequestError('authorize has a line break');
  }
  headers.accept ??= 'application/json, text/plain;q=0.9, */*;q=0.1';
  const parameter = request.parameter?.trim() ?? '';
  if (request.method === 'GET') {
    const query = parameter.replace(/^[?&]+/, '');
    if (query) url.search = url.search ? `${url.search}&${query}` : `?${query}`;
    return { url, method: 'GET', headers };
  }
  if (request.method !== 'POST') throw new BadRequestError('method is not GET or POST');
  const json = asJson(parameter);
  headers['content-type'] ??= json
    ? 'application/json'
    : 'application/x-www-form-urlencoded;charset=UTF-8';
  return { url, method: 'POST', headers, body: json ?? parameter };
}
