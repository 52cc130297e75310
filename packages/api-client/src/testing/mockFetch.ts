/** Test helpers: a recording replacement for the global fetch. Not exported by the package. */
import { configureApi } from '../config';

/** One request seen by the mocked fetch. */
export interface RecordedCall {
  url: string;
  method: string;
  headers: Record<string, string>;
  /** Parsed JSON body, or undefined when none was sent. */
  body: unknown;
}

/** Addresses used by the unit tests. */
export const TEST_CONFIG = {
  apiBaseUrl: 'http://api.test/api',
  integrationBaseUrl: 'http://api.test/integration',
  fileServiceUrl: 'http://api.test/files',
  hubUrl: 'http://api.test/hubs/attendance',
};

/** Configures the client with `TEST_CONFIG`. */
export function useTestConfig(): void {
  configureApi(TEST_CONFIG);
}

/** A JSON answer. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });
}

const originalFetch = globalThis.fetch;

/** Replaces the global fetch; `respond` builds each answer. Call `restoreFetch` after the test. */
export function mockFetch(
  respond: (call: RecordedCall) => Response | Promise<Response> = () => jsonResponse({}),
) {
  const calls: RecordedCall[] = [];
  const fn = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const headers: Record<string, string> = {};
    new Headers(init.headers).forEach((value, key) => {
      headers[key] = value;
    });
    const call: RecordedCall = {
      url: String(input),
      method: init.method ?? 'GET',
      headers,
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    };
    calls.push(call);
    return respond(call);
  });
  globalThis.fetch = fn as unknown as typeof fetch;
  return { calls, fn };
}

/** Puts the original fetch back. */
export function restoreFetch(): void {
  globalThis.fetch = originalFetch;
}
