/**
 * The package's own call tests, on the public fetch double (`fakeApi` of `@atende/api-client/testing`)
 * with one answer for every call (`'*'`). Not exported by the package.
 */
import { configureApi } from '../config';
import { fakeApi, jsonAnswer, type FakeApi, type FakeCall } from './fakeApi';
import { TEST_CONFIG } from './testConfig';

export { TEST_CONFIG };

/** One request seen by the double. */
export type RecordedCall = FakeCall;

/** Configures the client with `TEST_CONFIG`. */
export function useTestConfig(): void {
  configureApi(TEST_CONFIG);
}

/** A JSON answer. */
export const jsonResponse = (body: unknown, status = 200): Response => jsonAnswer(body, status);

let installed: FakeApi | null = null;

/**
 * Replaces the global fetch with the double answering every call with `respond`; `fn` is the
 * installed function as a jest mock (its second argument is the request's init). Call `restoreFetch`
 * after the test.
 */
export function mockFetch(
  respond: (call: FakeCall) => Response | Promise<Response> = () => jsonAnswer({}),
) {
  installed?.restore();
  installed = fakeApi({ '*': (call: FakeCall) => respond(call) });
  const fn = jest.fn(globalThis.fetch);
  globalThis.fetch = fn as typeof fetch;
  return { calls: installed.calls, fn };
}

/** Puts the original fetch back. */
export function restoreFetch(): void {
  installed?.restore();
  installed = null;
}
