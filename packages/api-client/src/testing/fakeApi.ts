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
  /** The abort signal the caller gave, if any (an abort rejects the call as fetch does). */
  signal?: AbortSignal;
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

/** An answer that fails as an unreachable server does (fetch rejects: the client's `network` error). */
export function networkFailure(): Promise<never> {
  return Promise.reject(new TypeError('Failed to fetch (test)'));
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
    ...(init.signal ? { signal: init.signal } : {}),
  };
}

function abortError(): DOMException {
  return new DOMException('The operation was aborted.', 'AbortError');
}

/** Rejects with fetch's `AbortError` once `signal` aborts, whatever the answer is still waiting for. */
function unlessAborted<T>(answer: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return answer;
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(abortError());
    signal.addEventListener('abort', onAbort, { once: true });
    answer.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/** An answer the test settles later (`deferredAnswer()`): the request waits until then. */
export interface DeferredAnswer {
  /** Give it as a route's answer (`fakeApi({ History_Att: slow.answer })`); each call waits. */
  answer: (call: FakeCall) => Promise<unknown>;
  /** Answers every waiting call (and later ones) with a value (JSON 200) or a `Response`. */
  resolve(value: unknown): void;
}

/**
 * An answer held back until the test says (a loading state, a late answer, an abort in flight). A
 * waiting call still rejects with `AbortError` when its signal aborts, as fetch does.
 */
export function deferredAnswer(): DeferredAnswer {
  let settle!: (value: unknown) => void;
  const settled = new Promise<unknown>((resolve) => {
    settle = resolve;
  });
  return {
    answer: async () => {
      const value = await settled;
      return value instanceof Response ? value.clone() : value;
    },
    resolve: (value) => settle(value),
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
    if (init.signal?.aborted) throw abortError();
    const keys = [...answers.keys()];
    const route =
      keys.find((key) => key.includes(' ') && matches(key, call)) ??
      keys.find((key) => matches(key, call)) ??
      (answers.has('*') ? '*' : undefined);
    if (route === undefined) return errorAnswer(404, 'not_found');
    const stored = answers.get(route);
    const value = await unlessAborted(
      Promise.resolve(typeof stored === 'function' ? (stored as Answerer)(call) : stored),
      init.signal ?? undefined,
    );
    if (value instanceof Response) return value.clone();
    return jsonAnswer(value);
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
