/**
 * The fetch double of `@atende/api-client/testing`: replaces `globalThis.fetch`, records every call and
 * answers it by its call name (`'Campaign_List'`) or method and name (`'POST Campaign_Update'`), with
 * `'*'` answering whatever has no route of its own.
 */

/** One request the double received. */
export interface FakeCall {
  method: string;
  /** The path under the API base, without the leading slash (`User_Att_Group_Update`). */
  path: string;
  /** The query parameters in the order they were sent. */
  params: [string, string][];
  /** The query parameters by name (the last value of a repeated one). */
  query: Record<string, string>;
  /** The JSON body, or undefined when none was sent. */
  body: unknown;
  headers: Record<string, string>;
  url: string;
}

/**
 * An answer: a value answered as JSON 200, a ready `Response`, or a function of the call giving
 * either (a `Response` is used once: give a function for a route called more than once).
 */
export type FakeAnswer = unknown;

type Answerer = (call: FakeCall) => unknown;

/** The double installed by `fakeApi`. */
export interface FakeApi {
  /** Every call received, oldest first. */
  calls: FakeCall[];
  /** The calls to one route (`'Campaign_List'` or `'POST Campaign_Update'`). */
  callsTo(route: string): FakeCall[];
  /** Sets (or replaces) the answer of a route. */
  answer(route: string, answer: FakeAnswer): void;
  /** Puts the original fetch back. */
  restore(): void;
}

/** A JSON answer with a status. */
export function jsonAnswer(body: unknown, status = 200): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });
}

/** An error answer as the API sends it (`{ error, message, field? }`). */
export function errorAnswer(status: number, error: string, field?: string): Response {
  return jsonAnswer({ error, message: `${error} (test)`, ...(field ? { field } : {}) }, status);
}

const BASES = ['/api/', '/integration/', '/files/'];

function matches(route: string, call: FakeCall): boolean {
  const [first, second] = route.split(' ');
  return second === undefined
    ? first === call.path
    : first?.toUpperCase() === call.method && second === call.path;
}

function record(input: RequestInfo | URL, init: RequestInit): FakeCall {
  const url = new URL(typeof input === 'string' || input instanceof URL ? input : input.url);
  const headers: Record<string, string> = {};
  new Headers(init.headers).forEach((value, key) => {
    headers[key] = value;
  });
  const base = BASES.find((b) => url.pathname.startsWith(b));
  return {
    method: (init.method ?? 'GET').toUpperCase(),
    path: base ? url.pathname.slice(base.length) : url.pathname.replace(/^\//, ''),
    params: [...url.searchParams.entries()],
    query: Object.fromEntries(url.searchParams.entries()),
    body:
      typeof init.body === 'string' && init.body ? (JSON.parse(init.body) as unknown) : undefined,
    headers,
    url: url.href,
  };
}

/**
 * Replaces `globalThis.fetch`: each call is recorded and answered by its route (method and name
 * first, then name alone, then `'*'`); a call with no route answers 404 `not_found`.
 */
export function fakeApi(routes: Record<string, FakeAnswer> = {}): FakeApi {
  const answers = new Map<string, FakeAnswer>(Object.entries(routes));
  const calls: FakeCall[] = [];
  const original = globalThis.fetch;

  const fake = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const call = record(input, init);
    calls.push(call);
    if (init.signal?.aborted) throw new DOMException('The operation was aborted.', 'AbortError');
    const keys = [...answers.keys()];
    const route =
      keys.find((key) => key.includes(' ') && matches(key, call)) ??
      keys.find((key) => matches(key, call)) ??
      (answers.has('*') ? '*' : undefined);
    if (route === undefined) return errorAnswer(404, 'not_found');
    const stored = answers.get(route);
    const value = typeof stored === 'function' ? await (stored as Answerer)(call) : stored;
    return value instanceof Response ? value.clone() : jsonAnswer(value);
  };

  globalThis.fetch = fake as typeof fetch;
  return {
    calls,
    callsTo: (route) => calls.filter((call) => matches(route, call)),
    answer: (route, answer) => void answers.set(route, answer),
    restore: () => {
      globalThis.fetch = original;
    },
  };
}
